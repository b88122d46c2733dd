import { createContext, type ComponentType } from 'react';
import type { Control } from '../../../details-form/model/question';
import type { Path } from '../../../store/proposal/path';
import type { Message } from '../../../config/label-message';

/** A block's name in the question tables: 'vehicle', 'drivers'… */
export type BlockName = Extract<Control, { kind: 'block' }>['block'];

/** What every block is given by the question it answers. */
export interface BlockProps {
  path: Path;
  error: Message | null;
  why?: string;
}

/** The component of each block: a name missing from a registry fails the type check. */
export type BlockRegistry = Record<BlockName, ComponentType<BlockProps>>;

/**
 * The blocks, given by the details form to every question under it, however deep (a step, the
 * driver modal, a claim's modal). A context rather than an import: the drivers block holds
 * questions that hold blocks, so the question field importing the blocks would be a cycle.
 */
export const BlocksContext = createContext<BlockRegistry | null>(null);
