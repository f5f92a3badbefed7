/**
 * Catalogue fields the simulator cannot screen yet, with the reason shown in the picker (the sim
 * answers 400 for them too). Every field now has a source: valuations, financials and holders come
 * from the company model point in time, so the map is empty; it stays for fields added before
 * their data lands.
 */
export const UNAVAILABLE_FIELDS: ReadonlyMap<string, string> = new Map();
