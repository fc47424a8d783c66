// What a place's scale and ground allow: open country has no halls or vaults, a hamlet no crowds.
const INDOOR =
  /\b(?:hall|gallery|ossuary|chamber|vault|throne|room|basement|offices|stairwell|crypt|module|corridor|bay|deck|lab|archive|cellar|tunnels?|shaft)\b/i;
/** Zones of open country: no rooms, halls or vaults. */
export const fittingZones = (zones: readonly string[]): readonly string[] => {
  const out = zones.filter((z) => !INDOOR.test(z));
  return out.length >= 3 ? out : zones;
};
export const CROWDED =
  /\b(?:hundreds?|dozens?|crowds?|traffic|holo-signs|hawkers|alleys|noodle stalls|haggling|sirens|tower blocks|neon|upper windows|factory)\b/;
