// Type-strips TypeScript file by file (ts.transpileModule) for the builds that need no type check of
// their own: the ES module and the gallery. Types are checked once, by `tsc --noEmit` in `npm test`
// and by @rollup/plugin-typescript in the main widget build.
import ts from 'typescript';

export default function transpilePlugin() {
  return {
    name: 'motor-quote-transpile',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const result = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ES2020,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.ReactJSX,
          sourceMap: true,
          isolatedModules: true,
        },
      });
      return {
        code: result.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''),
        map: result.sourceMapText ? JSON.parse(result.sourceMapText) : null,
      };
    },
  };
}
