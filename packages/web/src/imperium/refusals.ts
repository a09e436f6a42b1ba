import { imperiumRefusalText, isImperiumRefusal } from '@arrakis/imperium';
import { registerRefusals } from '../i18n/errors.ts';

/** Dune: Imperium's and Uprising's refusals in their own words, for `errorText` (registered when their screens load). */
registerRefusals((error, lang) => (isImperiumRefusal(error.code) ? imperiumRefusalText(error, lang) : null));
