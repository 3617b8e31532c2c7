import { loadDatePicker } from './date-picker-loader';
import { loadTagAutocomplete } from './tag-input';

/**
 * The date picker's and the tag suggestions' code, loaded as a user's first pointing at such a field loads
 * it (issue 20: the fields are plain inputs until then): for the tests of forms that use the rich fields at
 * once (date-input.test.tsx and tag-input.plain.test.tsx test the plain ones).
 */
export const preloadRichFields = () => Promise.all([loadDatePicker(), loadTagAutocomplete()]);
