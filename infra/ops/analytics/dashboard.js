/**
 * The newsroom dashboard's page script (/ops/analytics): reads /ops/analytics/data.json for the
 * period in the address (?days=7, 30 or 90) and draws the charts with uPlot, each with the same
 * figures in a table for readers of the page who do not see charts.
 */
(function () {
  /** @type {any} */
  const uPlot = /** @type {any} */ (window).uPlot;
  const main = /** @type {HTMLElement} */ (document.getElementById('dashboard'));
  const status = /** @type {HTMLElement} */ (document.getElementById('status'));
  const days = Number(new URLSearchParams(location.search).get('days')) || 30;
  const COLORS = ['#0050b3', '#e4002b', '#087443', '#f79009', '#7a5af8', '#0e9384', '#667085'];
  const number = new Intl.NumberFormat('pt-BR');
  const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

  for (const link of document.querySelectorAll('header nav a')) {
    if (link.getAttribute('href') === `?days=${days}`) link.setAttribute('aria-current', 'page');
  }

  /** An element with text or children. */
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
    for (const child of children) node.append(child instanceof Node ? child : String(child));
    return node;
  }

  function section(title, ...children) {
    const node = el('section', { 'aria-label': title }, el('h2', {}, title), ...children);
    main.append(node);
    return node;
  }

  function table(headers, rows) {
    const head = el('tr', {}, ...headers.map((h, i) => el('th', i > 0 ? { class: 'n' } : {}, h)));
    const body = rows.map((row) =>
      el('tr', {}, ...row.map((cell, i) => el('td', i > 0 ? { class: 'n' } : {}, cell))),
    );
    return el('table', {}, el('thead', {}, head), el('tbody', {}, ...body));
  }

  /** A line chart of series over the days, and its figures in a table under a disclosure. */
  function chart(parent, title, data, lines, format = (v) => number.format(v)) {
    const box = el('div', { class: 'chart', role: 'img', 'aria-label': title });
    parent.append(box);
    const xs = data.days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const width = Math.max(280, Math.min(box.clientWidth || 520, 900));
    new uPlot(
      {
        width,
        height: 220,
        series: [
          { label: 'dia' },
          ...lines.map((line, i) => ({
            label: line.label,
            stroke: COLORS[i % COLORS.length],
            width: 2,
            value: (_u, v) => (v == null ? '–' : format(v)),
          })),
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((v) => format(v)), size: 60 }],
      },
      [xs, ...lines.map((line) => line.values)],
      box,
    );
    const rows = data.days.map((day, i) => [
      day,
      ...lines.map((line) => {
        const v = line.values[i];
        return v == null ? '–' : format(v);
      }),
    ]);
    parent.append(
      el('details', {}, el('summary', {}, 'Números'), table(['dia', ...lines.map((l) => l.label)], rows)),
    );
  }

  const sum = (values) => values.reduce((a, b) => a + (b ?? 0), 0);

  function render(data) {
    main.replaceChildren();
    const impressions = sum(data.campaigns.map((c) => c.impressions));
    const clicks = sum(data.campaigns.map((c) => c.clicks));
    const probes = data.adblockShare.filter((v) => v != null);
    const cards = el('div', { class: 'cards' });
    const card = (label, value) => cards.append(el('div', { class: 'card' }, label, el('strong', {}, value)));
    card('Páginas vistas', number.format(sum(data.pageViews)));
    card('Leitores por dia (média)', decimal.format(sum(data.readers) / Math.max(1, data.days.length)));
    card('Leituras', number.format(sum(data.publishers.map((p) => p.reads))));
    card('Impressões de anúncios', number.format(impressions));
    card('Cliques', number.format(clicks));
    card('Com bloqueador', probes.length ? percent.format(sum(probes) / probes.length) : '–');
    main.append(cards);

    chart(
      section('Páginas vistas e leitores únicos por dia'),
      'Páginas vistas e leitores únicos por dia',
      data,
      [
        { label: 'páginas vistas', values: data.pageViews },
        { label: 'leitores únicos', values: data.readers },
      ],
    );
    chart(
      section('Páginas vistas por seção'),
      'Páginas vistas por seção e dia',
      data,
      data.sections.map((s) => ({ label: s.name, values: s.pageViews })),
    );
    const stories = (items) =>
      table(
        ['matéria', 'aberturas'],
        items.map((item) => [item.title, number.format(item.value)]),
      );
    section(
      'Mais lidas agora (última hora)',
      data.topNow.length ? stories(data.topNow) : el('p', { class: 'note' }, 'Nada na última hora.'),
    );
    section(
      'Mais lidas na semana',
      data.topWeek.length ? stories(data.topWeek) : el('p', { class: 'note' }, 'Nada nesta semana.'),
    );
    section(
      'Leituras por veículo',
      table(
        ['veículo', 'leituras', 'minutos lidos'],
        data.publishers.map((p) => [
          p.name,
          number.format(p.reads),
          number.format(Math.round(p.readSeconds / 60)),
        ]),
      ),
    );
    chart(section('Bônus de dados: leituras → conclusões → bônus'), 'Funil do bônus de dados por dia', data, [
      { label: 'leituras', values: data.rewards.reads },
      { label: 'conclusões', values: data.rewards.completions },
      { label: 'bônus concedidos', values: data.rewards.grants },
    ]);
    const ads = section(
      'Anúncios por campanha',
      table(
        ['campanha', 'entregues', 'impressões', 'cliques', 'CTR'],
        data.campaigns.map((c) => [
          c.name,
          number.format(c.served),
          number.format(c.impressions),
          number.format(c.clicks),
          c.ctr == null ? '–' : percent.format(c.ctr),
        ]),
      ),
      el(
        'p',
        { class: 'note' },
        'Impressões: metade do anúncio visível por 1 s, de leitores que permitem a medição; CTR entre esses leitores.',
      ),
    );
    chart(ads, 'Impressões e cliques por dia', data, [
      { label: 'impressões', values: data.impressions },
      { label: 'cliques', values: data.clicks },
    ]);
    chart(
      section('Leitores com bloqueador de anúncios'),
      'Parcela com bloqueador por dia',
      data,
      [{ label: 'com bloqueador', values: data.adblockShare }],
      (v) => percent.format(v),
    );
    chart(section('Escolhas de consentimento'), 'Escolhas de consentimento por dia', data, [
      { label: 'aceitar tudo', values: data.consent.all },
      { label: 'somente necessários', values: data.consent.necessary },
      { label: 'personalizada', values: data.consent.custom },
    ]);
    status.textContent = `${data.from} a ${data.to} · ${data.tookMs} ms`;
  }

  fetch(`/ops/analytics/data.json?days=${days}`, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then(render)
    .catch((error) => {
      status.textContent = `Não foi possível carregar os números (${error.message}).`;
    });
})();
