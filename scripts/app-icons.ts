// Renders the app icon (static/img/icons/app-icon.svg) into the PNG sizes that
// installers and iOS ask for. Run again after changing the SVG:
//   npx tsx scripts/app-icons.ts
// The PNGs are committed, so building the site needs no browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../tests/helpers/browser.ts';

const ICONS = path.resolve(import.meta.dirname, '../static/img/icons');

/** `full` fills the square edge to edge (maskable and iOS icons are cut to shape by the system). */
const OUTPUTS = [
  { file: 'app-icon-192.png', size: 192, full: false },
  { file: 'app-icon-512.png', size: 512, full: false },
  // The logo stays within the central 80 % circle that every mask keeps.
  { file: 'maskable-icon-512.png', size: 512, full: true },
  { file: 'apple-touch-icon.png', size: 180, full: true },
];

const svg = await readFile(path.join(ICONS, 'app-icon.svg'), 'utf8');
const browser = await launchChromium();
try {
  for (const { file, size, full } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const icon = full
      ? `<div style="width:${size}px;height:${size}px;background:#d06300;display:grid;place-items:center"><div style="width:${size * 0.78}px;height:${size * 0.78}px">${svg}</div></div>`
      : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${icon}`);
    await page.screenshot({ path: path.join(ICONS, file), omitBackground: true });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
