/**
 * Feed dates: RSS uses RFC 822 (as updated by RFC 1123/2822), Atom uses RFC 3339. Both are parsed
 * with explicit grammars instead of Date.parse, whose leniency differs between engines.
 */

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  fev: 1,
  mar: 2,
  apr: 3,
  abr: 3,
  may: 4,
  mai: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  ago: 7,
  sep: 8,
  set: 8,
  oct: 9,
  out: 9,
  nov: 10,
  dec: 11,
  dez: 11,
};

/** Zone names of RFC 822 §5.1, plus Brasília time, which Brazilian publishers write as a name. */
const ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  BRT: -180,
  BRST: -120,
};

const RFC822 =
  /^(?:[A-Za-zÀ-ÿ]{2,12}\.?,?\s*)?(\d{1,2})\s+([A-Za-zç]{3,12})\.?\s+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,5})?$/;

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** Parses an RSS or Atom date; undefined when it is not a real calendar instant. */
export function parseFeedDate(raw: string): Date | undefined {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text.length > 64) return undefined;
  return parseRfc3339(text) ?? parseRfc822(text);
}

function parseRfc822(text: string): Date | undefined {
  const m = RFC822.exec(text);
  if (!m) return undefined;
  const [, day, monthName, yearText, hour, minute, second, zone] = m;
  const month = MONTHS[(monthName ?? '').slice(0, 3).toLowerCase()];
  if (month === undefined) return undefined;
  let year = Number(yearText);
  // RFC 2822 §4.3: two-digit years 00-49 are 20xx, 50-99 are 19xx.
  if ((yearText ?? '').length === 2) year += year < 50 ? 2000 : 1900;
  const offset = zoneOffsetMinutes(zone);
  if (offset === undefined) return undefined;
  return build(year, month, Number(day), Number(hour), Number(minute), Number(second ?? 0), offset);
}

function parseRfc3339(text: string): Date | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const [, year, month, day, hour, minute, second, zone] = m;
  const offset = zoneOffsetMinutes(zone);
  if (offset === undefined) return undefined;
  return build(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    offset,
  );
}

/** Minutes east of UTC. Missing and unknown zone names read as UTC (RFC 2822 §4.3: "-0000"). */
function zoneOffsetMinutes(zone: string | undefined): number | undefined {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
    if (minutes > 14 * 60) return undefined;
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return ZONES[zone.toUpperCase()] ?? 0;
}

function build(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  offsetMinutes: number,
): Date | undefined {
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  // A leap second is folded into the last regular second rather than rolling the minute.
  const utc = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
  const check = new Date(utc);
  // Date.UTC rolls 31 Feb over into March; a rolled date was not a real date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) {
    return undefined;
  }
  return new Date(utc - offsetMinutes * 60_000);
}
