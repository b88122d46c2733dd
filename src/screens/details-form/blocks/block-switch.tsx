import { ModificationsBlock } from './modifications-block';
import { VehicleBlock } from './vehicle-block';

/** Maps a question's block name to its component (details-form steps 2-7). */
export function BlockSwitch(block: string, path: string, error: string | null) {
  switch (block) {
    case 'vehicle':
      return <VehicleBlock path={path} error={error} />;
    case 'modifications':
      return <ModificationsBlock path={path} error={error} />;
    default:
      return null;
  }
}
