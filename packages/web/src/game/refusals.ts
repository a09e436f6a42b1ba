import { isDuneRefusal, refusalText, tableNames } from '@arrakis/dune';
import { registerRefusals } from '../i18n/errors.ts';

/** Dune's refusals in its own words, for `errorText` (registered when Dune's screens load). */
registerRefusals((error, lang) => (isDuneRefusal(error.code) ? refusalText(error, lang, tableNames(lang, [])) : null));
