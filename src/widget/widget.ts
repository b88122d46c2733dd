import type { ApiClient } from '../api/client';
import type { Config } from '../config/config-schema';
import type { Labels } from '../config/labels';
import type { CaptchaProvider, DeviceRiskProvider } from './providers';
import type { DetailsFormStore } from '../details-form/model/form-store';
import type { ListsStore } from '../store/lists-store';
import type { ProposalStore } from '../store/proposal/proposal-store';
import type { EmitEvent } from './widget-events';

/** Everything one mounted widget owns; created at mount, so two widgets never share state. */
export interface Widget {
  config: Config;
  labels: Labels;
  emit: EmitEvent;
  api: ApiClient;
  /** The card payment's return page, absolute; null when the build could not know it (see config.paymentReturnUrl). */
  paymentReturnPage: string | null;
  captcha: CaptchaProvider;
  deviceRisk: DeviceRiskProvider;
  stores: {
    proposal: ProposalStore;
    detailsForm: DetailsFormStore;
    lists: ListsStore;
  };
}
