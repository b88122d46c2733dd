// Type-strips TypeScript file by file (ts.transpileModule) for every build. Types are checked once,
// by `tsc --noEmit` in `npm test` (and CI); a type check inside the build as well cost about 10 s
// of every build and changed no byte of the output.
import ts from 'typescript';

export default function transpilePlugin() {
  return {
    name: 'motor-quote-transpile',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const result = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX, sourceMap: true, isolatedModules: true },
      });
      return { code: result.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''), map: result.sourceMapText ? JSON.parse(result.sourceMapText) : null };
    },
  };
}
