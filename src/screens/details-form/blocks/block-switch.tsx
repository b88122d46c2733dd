import { AddressBlock } from './address-block';
import { CoverBlock } from './cover-block';
import { DriversBlock } from './drivers-block';
import { ExcessBlock } from './excess-block';
import { HistoryBlock } from './history-block';
import { ModificationsBlock } from './modifications-block';
import { VehicleBlock } from './vehicle-block';
import { type Path } from '../../../store/proposal/path';

/** Maps a question's block name to its component (details-form steps 2-7 and the driver form). */
export function BlockSwitch(block: string, path: Path, error: string | null, why?: string) {
  switch (block) {
    case 'vehicle':
      return <VehicleBlock path={path} error={error} />;
    case 'modifications':
      return <ModificationsBlock path={path} error={error} />;
    case 'address':
      return <AddressBlock path={path} error={error} />;
    case 'claims':
    case 'convictions':
      return <HistoryBlock kind={block} path={path} error={error} />;
    case 'cover':
      return <CoverBlock path={path} error={error} />;
    case 'excess':
      return <ExcessBlock path={path} error={error} why={why} />;
    case 'drivers':
      return <DriversBlock path={path} error={error} renderBlock={BlockSwitch} />;
    default:
      return null;
  }
}
