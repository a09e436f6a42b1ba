/** A display name in each language of the UI. */
export interface LocalizedName {
  readonly fr: string;
  readonly en: string;
  readonly nl: string;
}

export type Language = keyof LocalizedName;

export const LANGUAGES = ['fr', 'en', 'nl'] as const satisfies readonly Language[];
