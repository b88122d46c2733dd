export const UNGROUP: string;
export interface DataLastPlugin {
  name: string;
  renderChunk(this: { parse(code: string): unknown }, code: string): { code: string; map: unknown } | null;
}
export default function dataLastPlugin(): DataLastPlugin;
