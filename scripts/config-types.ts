// Writes src/config/config-input.ts: the config a host passes, as a plain TypeScript interface with
// every field's documentation, printed from the valibot schema's input type (ConfigSchemaInput in
// config-schema.ts) by the compiler. The public .d.ts then names no library type: an integrator's
// editor shows fields and their docs, not valibot's generics.
//
//   npx tsx scripts/config-types.ts           rewrites the file
//   npx tsx scripts/config-types.ts --check   exits 1 if the file is out of date (npm test runs this
//                                             through tests/unit/config/config-input.test.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

export const OUTPUT = 'src/config/config-input.ts';
const SOURCE = 'src/config/config-schema.ts';
// Types printed by name: public in their own right, and imported by the generated file.
const NAMED: Record<string, string> = {
  LabelKey: './labels',
  WidgetEventHandler: './widget-events',
  WidgetErrorHandler: './widget-events',
};

export function configTypes(): string {
  const program = ts.createProgram([SOURCE], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    exactOptionalPropertyTypes: false,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SOURCE)!;
  const alias = file.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'ConfigSchemaInput',
  );
  if (!alias) throw new Error(`${SOURCE} has no ConfigSchemaInput type`);
  const used = new Set<string>();
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
    ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

  // The named types' own type objects: a union such as LabelKey (keyof typeof DEFAULT_LABELS) loses
  // its alias on the way through a mapped type, but the compiler hands out the same object for it.
  const byType = new Map<ts.Type, string>();
  for (const [name, from] of Object.entries(NAMED)) {
    const source = program.getSourceFile(`src/config/${from.slice(2)}.ts`);
    const declaration = source?.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name);
    if (declaration) byType.set(checker.getTypeAtLocation(declaration.name), name);
  }
  const named = (type: ts.Type): string | null => {
    const name = type.aliasSymbol && NAMED[type.aliasSymbol.name] ? type.aliasSymbol.name : byType.get(type);
    if (!name) return null;
    used.add(name);
    return name;
  };
  const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
  const doc = (symbol: ts.Symbol, indent: string) => {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
    if (!text) return '';
    const lines = text.split('\n');
    return lines.length === 1
      ? `${indent}/** ${lines[0]} */\n`
      : `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
  };

  const print = (type: ts.Type, indent: string): string => {
    const byName = named(type);
    if (byName) return byName;
    // Partial<Record<LabelKey, string>> stays that, rather than a union of every label key.
    const generic = type.aliasSymbol?.name;
    if (generic && ['Partial', 'Record'].includes(generic) && type.aliasTypeArguments)
      return `${generic}<${type.aliasTypeArguments.map((argument) => print(argument, indent)).join(', ')}>`;
    if (type.isUnion()) {
      const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
      // A union of literals reads best as the compiler writes it ('hash' | 'memory', boolean).
      if (
        members.every(
          (member) =>
            member.flags &
            (ts.TypeFlags.Literal | ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.String | ts.TypeFlags.Number),
        )
      ) {
        const texts = members.map((member) => checker.typeToString(member, undefined, flags));
        const booleans = texts.includes('true') && texts.includes('false');
        return [...new Set(texts.map((text) => (booleans && (text === 'true' || text === 'false') ? 'boolean' : text)))].join(' | ');
      }
      return members.map((member) => print(member, indent)).join(' | ');
    }
    if (checker.isArrayType(type)) {
      const element = print(checker.getTypeArguments(type as ts.TypeReference)[0], indent);
      return /[\s|]/.test(element) && !element.startsWith('{') ? `(${element})[]` : `${element}[]`;
    }
    const isPlainObject =
      type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) &&
      type.getCallSignatures().length === 0 &&
      !type.getSymbol()?.declarations?.some((d) => d.getSourceFile().fileName.includes('typescript/lib'));
    if (!isPlainObject) return checker.typeToString(type, undefined, flags);
    const inner = `${indent}  `;
    const lines: string[] = [];
    for (const info of checker.getIndexInfosOfType(type))
      lines.push(`${inner}[key: ${checker.typeToString(info.keyType)}]: ${print(info.type, inner)};`);
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const propertyType = checker.getTypeOfSymbol(property);
      lines.push(`${doc(property, inner)}${inner}${propertyName(property.name)}${optional}: ${print(propertyType, inner)};`);
    }
    return `{\n${lines.join('\n')}\n${indent}}`;
  };

  const type = checker.getTypeAtLocation(alias.name);
  const body = print(type, '');
  const imports = Object.entries(NAMED)
    .filter(([name]) => used.has(name))
    .reduce<Record<string, string[]>>((byFile, [name, from]) => ({ ...byFile, [from]: [...(byFile[from] ?? []), name] }), {});
  return [
    '// Generated by scripts/config-types.ts from ConfigSchemaInput in config-schema.ts: do not edit.',
    '// `npx tsx scripts/config-types.ts` rewrites it; tests/unit/config/config-input.test.ts fails while it is out of date.',
    ...Object.entries(imports).map(([from, names]) => `import type { ${names.sort().join(', ')} } from '${from}';`),
    '',
    '/** The config a host passes to mount() or sets as window.MotorQuoteConfig; every field is optional. */',
    `export interface ConfigInput ${body}`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = configTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(OUTPUT, 'utf8') !== text) {
      console.error(`${OUTPUT} is out of date: run npx tsx scripts/config-types.ts`);
      process.exit(1);
    }
  } else writeFileSync(OUTPUT, text);
}
