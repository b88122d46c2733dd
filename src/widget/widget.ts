import type { ApiClient } from '../api/client';
import type { Config } from '../config/config-schema';
import type { Labels } from '../config/labels';
import type { CaptchaProvider, DeviceRiskProvider } from './provider-types';
import type { DetailsFormStore } from '../details-form/model/form-store';
import type { ListsStore } from '../store/lists-store';
import type { ProposalStore } from '../store/proposal/proposal-store';
import type { EmitEvent } from './widget-events';

/**
 * What the host may change while the widget runs (mount handle's update(), docs/embedding.md#the-script-tag):
 * read through the settings context, so a change re-renders text and theme and never rebuilds the services.
 */
export interface Settings {
  brand: Config['brand'];
  partner: Config['partner'];
  labels: Labels;
}

/**
 * Everything one mounted widget owns, made once at mount and kept until unmount, so two widgets
 * never share state and an update() never re-fetches. `config` is the mount's, without the settings.
 */
export interface Widget {
  config: Omit<Config, keyof Settings>;
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
