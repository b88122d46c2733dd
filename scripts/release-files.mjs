// Release files, written after rollup: the script under its versioned name and dist/manifest.json.
//
// A host that pins the script with Subresource Integrity needs a file that never changes under its
// address: `motor-quote.<version>.js` is that file (the demo server, like a CDN, serves such a name
// as immutable), while `motor-quote.js` keeps moving to the newest build. The manifest gives each
// shipped file's size and sha384 integrity, so the `<script integrity crossorigin>` snippet is
// copied from it rather than computed by hand.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeGuide } from './guide-docs.mjs';

const DIST = 'dist';
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));

/** `sha384-…`, the form the `integrity` attribute takes. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

// The versioned copy points at its own source map, so an old version's map is never replaced either.
const versioned = `motor-quote.${version}.js`;
if (existsSync(`${DIST}/motor-quote.js`)) {
  const script = readFileSync(`${DIST}/motor-quote.js`, 'utf8');
  writeFileSync(
    `${DIST}/${versioned}`,
    script.replace(/\/\/# sourceMappingURL=motor-quote\.js\.map\s*$/, `//# sourceMappingURL=${versioned}.map\n`),
  );
  if (existsSync(`${DIST}/motor-quote.js.map`)) {
    const map = JSON.parse(readFileSync(`${DIST}/motor-quote.js.map`, 'utf8'));
    writeFileSync(`${DIST}/${versioned}.map`, JSON.stringify({ ...map, file: versioned }));
  }
}

// Every file the npm package ships from dist/ (package.json's files), the manifest itself excepted;
// another version's copies left in dist/ by an earlier build are not this release's.
const OTHER_VERSION = /^motor-quote\.\d+\.\d+\.\d+(?:-[\w.]+)?\.(?:js(?:\.map)?|css)$/;
const files = readdirSync(DIST)
  .filter(
    (file) =>
      (file.startsWith('motor-quote') || file === 'openapi.json') &&
      !(OTHER_VERSION.test(file) && !file.startsWith(`motor-quote.${version}.`)),
  )
  .sort();
const manifest = {
  name,
  version,
  // The file to pin with integrity: its name changes with each version, so its hash never does.
  script: versioned,
  files: Object.fromEntries(
    files.map((file) => {
      const bytes = readFileSync(`${DIST}/${file}`);
      return [file, { size: bytes.length, integrity: integrityOf(bytes) }];
    }),
  ),
};
writeFileSync(`${DIST}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);

// The snippet to paste, with this version's name and integrity filled in (docs/embedding.md#the-script-tag):
// the preload hint carries the same integrity and crossorigin as the script, or Chromium refuses the
// preload ("integrity mismatch" on the console) and downloads the script a second time.
const script = manifest.files[versioned];
if (script) {
  const src = `https://cdn.example.co.uk/motor-quote/${versioned}`;
  const pinned = `integrity="${script.integrity}" crossorigin="anonymous"`;
  writeFileSync(
    `${DIST}/snippet.html`,
    `<!-- motor-quote-widget ${version}: replace https://cdn.example.co.uk/motor-quote/ with the folder you publish dist/ in, and the apiBase with your API's. -->
<!-- In the page's <head>: -->
<link rel="preload" href="${src}" as="script" ${pinned} />
<!-- Where the widget goes: -->
<div id="motor-quote"></div>
<script>
  window.MotorQuoteConfig = { apiBase: 'https://api.insurer.example' };
</script>
<script src="${src}" ${pinned} defer></script>
`,
  );
}
// The integrator's guide the package ships, its snippets filled in from this manifest.
if (script) writeGuide(DIST, manifest);
console.log(`${DIST}/manifest.json: ${files.length} files; ${versioned} ${manifest.files[versioned]?.integrity ?? '(not built)'}`);
