/**
 * The code of docs/recipes.md, as tests copy it from the guide the package ships (dist/docs/, which
 * the build writes with the version and integrity filled in): each recipe is the fenced block right
 * after its `<!-- recipe: name -->` marker, so a recipe that stops working fails the test that runs it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RECIPES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/docs/recipes.md');

export function recipe(name: string): string {
  const text = readFileSync(RECIPES, 'utf8');
  const found = new RegExp(`<!-- recipe: ${name} -->\\n+\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(text);
  if (!found) throw new Error(`dist/docs/recipes.md has no recipe "${name}"`);
  return `${found[1]}\n`;
}
