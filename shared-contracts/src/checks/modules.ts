/** Every generated checks module of the front ends, with the schemas module it comes from. */
export interface CheckModuleTarget {
  /** The generated file, from the repository root. */
  readonly file: string;
  readonly exportName: string;
  /** The module exporting `SCHEMAS`, relative to the generated file. */
  readonly schemasModule: string;
  /** Where createCheck is imported from, relative to the generated file or a package name. */
  readonly checkModule: string;
  /** For lazy checks: the folder of the schemas' modules, relative to the generated file (generate.ts). */
  readonly lazyDir?: string;
}

export const CHECK_MODULES: readonly CheckModuleTarget[] = [
  {
    file: 'shared-contracts/src/checks/wire.generated.ts',
    exportName: 'WIRE_CHECKS',
    schemasModule: './wire.schemas',
    checkModule: './check',
    // The API's responses: each schema loads with the first call that needs it.
    lazyDir: './wire',
  },
  {
    file: 'shared-contracts/src/checks/events.generated.ts',
    exportName: 'EVENT_CHECKS',
    schemasModule: './events.schemas',
    // Outside the contracts every app shares (../core.ts): it takes their copy of createCheck.
    checkModule: 'shared-contracts/core',
  },
  {
    file: 'shell/src/remotes/page-data.generated.ts',
    exportName: 'PAGE_DATA_CHECKS',
    schemasModule: './page-data.schemas',
    checkModule: 'shared-contracts',
  },
  {
    file: 'shell/src/consent/consent.generated.ts',
    exportName: 'CONSENT_CHECKS',
    schemasModule: './consent.schemas',
    checkModule: 'shared-contracts',
  },
  {
    file: 'shell/src/ads/ads.generated.ts',
    exportName: 'ADS_CHECKS',
    schemasModule: './ads.schemas',
    checkModule: 'shared-contracts',
  },
  {
    file: 'mf-news/src/data/readLater.generated.ts',
    exportName: 'READ_LATER_CHECKS',
    schemasModule: './readLater.schemas',
    checkModule: 'shared-contracts',
  },
  {
    file: 'mf-sports/src/data/olympic.generated.ts',
    exportName: 'OLYMPIC_CHECKS',
    schemasModule: './olympic.schemas',
    checkModule: 'shared-contracts',
  },
  {
    file: 'mf-tv/src/data/gallery.generated.ts',
    exportName: 'GALLERY_CHECKS',
    schemasModule: './gallery.schemas',
    checkModule: 'shared-contracts',
  },
  {
    file: 'mf-rewards/src/data/rewards.generated.ts',
    exportName: 'REWARDS_CHECKS',
    schemasModule: './rewards.schemas',
    checkModule: 'shared-contracts',
  },
];
