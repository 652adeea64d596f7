// The ops page's charts (./page.ts): each app's error rate per version and minute, from
// /ops/health.json, drawn with uPlot. The page works without it (numbers, forms).
/* global uPlot */
(function () {
  'use strict';
  const charts = document.querySelectorAll('figure.chart[data-app]');
  charts.forEach(async (figure) => {
    const app = figure.getAttribute('data-app');
    const response = await fetch(`/ops/health.json?app=${encodeURIComponent(app)}`, {
      credentials: 'same-origin',
    });
    if (!response.ok) return;
    const { points } = await response.json();
    if (points.length === 0) {
      figure.insertAdjacentText('beforeend', ' No samples yet.');
      return;
    }
    const minutes = [...new Set(points.map((p) => Date.parse(p.minute) / 1000))].sort((a, b) => a - b);
    const versions = [...new Set(points.map((p) => p.version))];
    const rate = (version, minute) => {
      const p = points.find((q) => q.version === version && Date.parse(q.minute) / 1000 === minute);
      return p && p.samples > 0 ? (100 * p.errors) / p.samples : null;
    };
    const colours = ['#1a73e8', '#d93025', '#188038', '#f29900', '#9334e6'];
    const data = [minutes, ...versions.map((v) => minutes.map((m) => rate(v, m)))];
    const width = Math.min(figure.clientWidth || 600, 900);
    new uPlot(
      {
        width,
        height: 200,
        scales: { y: { range: [0, 100] } },
        series: [
          {},
          ...versions.map((v, i) => ({
            label: v,
            stroke: colours[i % colours.length],
            spanGaps: true,
            value: (_u, x) => (x == null ? '–' : `${x.toFixed(1)} %`),
          })),
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => `${t} %`) }],
      },
      data,
      figure,
    );
  });
})();
