// `npm run faults [-- --runs N --seed S --chunk-delay MS]`: the fault-injection
// run of Ajax mode's "last click wins" with a cold Ajax chunk
// (bench/ajax-faults-lab.mjs): N random schedules of 1–5 rapid clicks
// (default 300), each in a fresh browser context, the drop-in's chunks held
// back 0..MS ms (default 250). Prints how many runs showed each fault, and a
// few samples; exits 1 when any run showed one.
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { ensureBuild, ensureDependencies, findChromium } from '../scripts/ensure.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const runs = option('runs', 300);
const seed = option('seed', Date.now() % 100000);
const chunkDelayMax = option('chunk-delay', 250);

await ensureDependencies();
await ensureBuild();
const { chromium } = await import('playwright-core');
const { randomSchedule, runSchedule, seeded, startLab, verdict } = await import('./ajax-faults-lab.mjs');

const random = seeded(seed);
const lab = await startLab({ chunkDelay: () => Math.floor(random() * chunkDelayMax) });
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
const counts = new Map();
const samples = [];
const describeClick = ({ mode, page, delay, gap, via }) => `${mode} p${page} d${delay} g${gap}${via === 'link' ? ' link' : ''}`;
console.log(`${runs} runs, seed ${seed}, chunks held back 0-${chunkDelayMax} ms`);
try {
  // Two at a time: one per core.
  let next = 0;
  const worker = async () => {
    while (next < runs) {
      next++;
      const schedule = randomSchedule(random);
      const faults = verdict(schedule, await runSchedule(browser, lab.origin, schedule));
      for (const fault of faults) counts.set(fault, (counts.get(fault) ?? 0) + 1);
      if (faults.length && samples.length < 8) samples.push(`${schedule.map(describeClick).join(', ')} → ${faults.join('; ')}`);
    }
  };
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  await lab.close();
}
console.log('\n| fault | runs |\n| --- | --- |');
if (counts.size === 0) console.log('| none | 0 |');
for (const [fault, count] of counts) console.log(`| ${fault} | ${count} |`);
if (samples.length) console.log(`\nSamples:\n- ${samples.join('\n- ')}`);
process.exitCode = counts.size ? 1 : 0;
