import names from './tables/stati-en.json';

/**
 * The Alloggiati states' names in English, by the table's code (`100000216` -> `Germany`): what an
 * English guest reads and types in the pre-check-in, while the code sent to the police stays the
 * table's. Written from CLDR's English region names, with the table's historical and
 * non-ISO entries (Czechoslovakia, stateless...) named by hand; codes.test.ts keeps one name per
 * code. A module of its own, so only the English page loads it.
 */
const STATE_NAMES_EN: Readonly<Record<string, string>> = names;
export default STATE_NAMES_EN;
