import { AddressBlock } from './address-block';
import type { BlockProps, BlockRegistry } from './blocks-context';
import { CoverBlock } from './cover-block';
import { DriversBlock } from './drivers-block';
import { ExcessBlock } from './excess-block';
import { HistoryBlock } from './history-block';
import { ModificationsBlock } from './modifications-block';
import { VehicleBlock } from './vehicle-block';

const Claims = (props: BlockProps) => <HistoryBlock kind="claims" {...props} />;
const Convictions = (props: BlockProps) => <HistoryBlock kind="convictions" {...props} />;

/** The component of each question block (details-form steps 2-7 and the driver form), given to them by BlocksContext. */
export const BLOCKS: BlockRegistry = {
  vehicle: VehicleBlock,
  modifications: ModificationsBlock,
  address: AddressBlock,
  claims: Claims,
  convictions: Convictions,
  cover: CoverBlock,
  excess: ExcessBlock,
  drivers: DriversBlock,
};
