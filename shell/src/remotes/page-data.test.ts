import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { PAGE_DATA_ID, readPageData, siteConfigOf } from './page-data';

function pageWith(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  doc.body.append(script);
  return doc;
}

const base = { shellVersion: '0.1.0-a', registry: { remotes: {} } };

describe('the page data', () => {
  it('gives the site configuration it carries when it matches its schema', () => {
    const data = readPageData(pageWith({ ...base, config: FALLBACK_SITE_CONFIG }));
    expect(siteConfigOf(data)).toEqual(FALLBACK_SITE_CONFIG);
  });

  it('drops a configuration that does not match, keeping the rest of the page data', () => {
    const data = readPageData(pageWith({ ...base, config: { ...FALLBACK_SITE_CONFIG, id: 'x' } }));
    expect(data?.shellVersion).toBe('0.1.0-a');
    expect(siteConfigOf(data)).toBeUndefined();
    expect(siteConfigOf(undefined)).toBeUndefined();
  });

  it('is absent when the page carries none or it is not the shape the edge writes', () => {
    expect(readPageData(document.implementation.createHTMLDocument('empty'))).toBeUndefined();
    expect(readPageData(pageWith({ registry: 1 }))).toBeUndefined();
  });
});
