// `node scripts/lanternWhatIf.mjs URL SCENARIOS.json [--runs N] [--timeline]`: a benchmark's helper, not a
// test. Runs Lighthouse (mobile, simulated) on URL — serve a build first with `npm run lighthouse -- --serve` —
// and re-runs Lantern, its simulation, on the same load's graphs with the network changed as each scenario
// says: requests merged, removed or resized. The CPU tasks stay those of that load, so a change's effect on
// the network part of LCP is read without their run-to-run noise (they are most of it on a shared machine),
// before the change is built. It predicts; the decision is still measured with `npm run lighthouse --against`.
//
// SCENARIOS.json: [{ "name": "…", "ops": [op, …] }, …], each op one of
//   { "op": "merge", "from": ["regex", …], "into": "regex" }  requests matching `from` become part of `into`
//                                                            (their bytes added, their dependents its)
//   { "op": "remove", "match": "regex" }                     requests gone (an inlined file, a read not sent;
//                                                            not a read sent later by the page: one that starts
//                                                            before the largest paint is in the graph, after the
//                                                            entry's evaluation, and can end after the paint)
//   { "op": "bytes", "match": "regex", "delta": -5000 }      a request's transfer size changed
// Regexes match the request's path (`/assets/core.en-…`). --timeline prints Lantern's simulated timeline of
// the load as built (each request and main-thread task, start and end): what the largest paint waited for.
import * as chromeLauncher from 'chrome-launcher';
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { median } from './median.mjs';

const args = process.argv.slice(2);
const [url, scenarioFile] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
if (!url || !scenarioFile) {
  console.error('usage: node scripts/lanternWhatIf.mjs URL SCENARIOS.json [--runs N] [--timeline]');
  process.exit(2);
}
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
const scenarios = [{ name: 'as built', ops: [] }, ...JSON.parse(readFileSync(scenarioFile, 'utf8'))];

// Lantern's LCP is the mean of two simulations (optimistic and pessimistic graphs): keep each graph and the
// simulator that ran it, to run them again changed.
const LCP_LABELS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'];
const { Simulator } = Lantern.Simulation;
let captured = {};
const simulate = Simulator.prototype.simulate;
Simulator.prototype.simulate = function (graph, options) {
  if (LCP_LABELS.includes(options?.label)) captured[options.label] = { simulator: this, graph };
  return simulate.call(this, graph, options);
};

const pathOf = (url) => url.replace(/^[a-z]+:\/\/[^/]+/, '');
/** The latest end of what LCP waits for, as Lantern's own estimate reads a simulation. */
const lcpOf = ({ nodeTimings }) =>
  Math.max(
    ...[...nodeTimings]
      .filter(([node]) => Lantern.Metrics.LargestContentfulPaint.isNotLowPriorityImageNode(node))
      .map(([, timing]) => timing.endTime),
  );

/** A copy of `graph` with the scenario's changes. */
function changed(graph, ops) {
  const root = graph.cloneWithRelationships();
  const nodes = [];
  root.traverse((node) => nodes.push(node));
  const requests = (pattern) =>
    nodes.filter((n) => n.type === 'network' && new RegExp(pattern).test(pathOf(n.request.url)));
  const resize = (node, delta) => {
    const request = node.request;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(request)), request);
    copy.transferSize = Math.max(0, request.transferSize + delta);
    node._request = copy;
  };
  /** Takes `node` out; what depended on it depends on `heirs` instead. */
  const cut = (node, heirs) => {
    for (const dependent of [...node.getDependents()]) {
      dependent.removeDependency(node);
      for (const heir of heirs) if (heir !== dependent) dependent.addDependency(heir);
    }
    for (const dependency of [...node.getDependencies()]) node.removeDependency(dependency);
  };
  for (const op of ops) {
    if (op.op === 'merge') {
      const [into] = requests(op.into);
      if (!into) throw new Error(`no request matches ${op.into}`);
      for (const node of op.from.flatMap(requests)) {
        if (node === into) continue;
        resize(into, node.request.transferSize);
        cut(node, [into]);
      }
    } else if (op.op === 'remove') {
      for (const node of requests(op.match)) cut(node, node.getDependencies());
    } else if (op.op === 'bytes') {
      for (const node of requests(op.match)) resize(node, op.delta);
    } else throw new Error(`unknown op ${op.op}`);
  }
  return root;
}

function printTimeline(label, { simulator, graph }) {
  const { nodeTimings } = simulator.simulate(graph, { label: 'timeline' });
  console.log(`\n${label}:`);
  for (const [node, { startTime, endTime }] of [...nodeTimings].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  )) {
    const what =
      node.type === 'network'
        ? `${pathOf(node.request.url).slice(0, 70)} (${node.request.transferSize} B)`
        : `main thread, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms unthrottled`;
    console.log(
      `  ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)} ms  ${what}`,
    );
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--ignore-certificate-errors'],
});
const results = new Map(scenarios.map((s) => [s.name, []]));
try {
  for (let run = 1; run <= runs; run++) {
    captured = {};
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (LCP_LABELS.some((label) => !captured[label])) throw new Error('Lighthouse ran no LCP simulation');
    if (run === 1 && args.includes('--timeline'))
      for (const label of LCP_LABELS) printTimeline(label, captured[label]);
    // Lantern's LCP is never before its FCP.
    const fcp = lhr.audits['first-contentful-paint'].numericValue;
    const line = [
      `run ${run}: Lighthouse's LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)}`,
    ];
    for (const { name, ops } of scenarios) {
      const estimates = LCP_LABELS.map((label) => {
        const { simulator, graph } = captured[label];
        return lcpOf(simulator.simulate(changed(graph, ops), { label: 'what-if' }));
      });
      const lcp = Math.round(Math.max(fcp, (estimates[0] + estimates[1]) / 2));
      results.get(name).push(lcp);
      line.push(`${name} ${lcp}`);
    }
    console.log(line.join(' | '));
  }
  const base = median(results.get('as built'));
  console.log(`\nLCP (ms), median of ${runs}, and against the build as it is:`);
  for (const [name, values] of results) {
    const m = median(values);
    console.log(
      `  ${name.padEnd(48)} ${String(m).padStart(5)}  ${m - base >= 0 ? '+' : ''}${m - base}   (${values.join(', ')})`,
    );
  }
} finally {
  await chrome.kill();
}
