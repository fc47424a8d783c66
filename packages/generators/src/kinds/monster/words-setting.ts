// Monster words that change with the setting family: the places of each habitat, who tells the
// legend and who takes the spoils. Our own writing.
import type { Family } from "./archetypes.js";
import { FANTASY_PLACES, type Habitat } from "./words.js";

/** Where a creature lives, by family and habitat. */
export const PLACES: Readonly<Record<Family, Readonly<Record<Habitat, readonly string[]>>>> = {
  fantasy: FANTASY_PLACES,
  dark: FANTASY_PLACES,
  mythic: {
    ...FANTASY_PLACES,
    underground: ["the labyrinth below the palace", "caves that lead to the underworld", "the old silver mines"],
    ruins: ["the broken temple of a forgotten god", "a city sacked by heroes", "the tombs of the old kings"],
    city: ["the rooftops of the citadel", "the harbour of a rich city", "the agora at night"],
    sea: ["the straits between two rocks", "the wine-dark sea", "the caves of a rocky island"],
  },
  future: {
    forest: ["the jungle past the colony fence", "the hydroponic forest decks", "fungal forests of a wet world"],
    mountain: ["the crater ridges of a dead moon", "the mining slopes", "the spires of a low-gravity world"],
    swamp: ["the algae flats", "the flooded terraforming basins", "the methane marshes"],
    desert: ["the dust seas", "the glass plains of an old battle", "the dune belt of a dry world"],
    sea: ["the ice-capped ocean of a moon", "the colony's tidal pools", "the trenches of an ocean world"],
    underground: ["the station's maintenance ducts", "the deep mine shafts", "the lava tubes under the colony"],
    tundra: ["the ice fields of a frozen moon", "the polar research stations", "the frozen plains past the last dome"],
    ruins: ["derelict freighters", "the dead decks of a station", "the ruins of a failed colony"],
    city: ["the lower levels of the arcology", "the docking ring", "the crowded habitat blocks"],
    sky: ["the upper clouds of a gas giant", "the hard vacuum between stations", "the asteroid belt"],
  },
  modern: {
    forest: ["the national forest", "the woods behind the trailer park", "the logging roads"],
    mountain: ["the old quarry", "the ski slopes out of season", "the ridge above the reservoir"],
    swamp: ["the bayou", "the wetlands by the interstate", "the flooded gravel pits"],
    desert: ["the desert past the last gas station", "the dry lake beds", "the old test range"],
    sea: ["the reservoir", "the lake by the holiday cabins", "the harbour"],
    underground: ["the subway tunnels", "the storm drains", "the old mine under the town"],
    tundra: ["the northern oil fields", "the frozen lake in winter", "the pipeline roads"],
    ruins: ["the abandoned mall", "the closed asylum", "the empty factory on the edge of town"],
    city: ["the alleys behind the diner", "the suburbs", "the parking garages"],
    sky: ["the water towers", "the bridges over the river", "the radio masts"],
  },
  steam: {
    forest: ["the hunting estates", "the woods beyond the railway cutting", "the colonial jungle"],
    mountain: ["the slate quarries", "the alpine railway passes", "the high observatories"],
    swamp: ["the fens drained for the railway", "the estuary mudflats", "the marshes by the gunpowder works"],
    desert: ["the canal excavations", "the desert railway", "the colonial salt pans"],
    sea: ["the shipping lanes", "the docks at high tide", "the cold water under the ice shelf"],
    underground: ["the sewers", "the coal mines", "the tunnels of the underground railway"],
    tundra: ["the polar expedition routes", "the frozen north of the maps", "the whaling stations"],
    ruins: ["the burned mills", "the abandoned foundries", "the old abbey"],
    city: ["the gaslit streets", "the slums by the docks", "the rooftops above the factories"],
    sky: ["the airship lanes", "the smog above the city", "the storm clouds over the channel"],
  },
  fallen: {
    forest: ["the dead woods", "the overgrown suburbs", "the forest that swallowed the highway"],
    mountain: ["the old missile silos", "the quarry pits", "the radio-mast ridge"],
    swamp: ["the flooded industrial zone", "the toxic marsh", "the drowned town"],
    desert: ["the glass wastes", "the dust bowl", "the old highway"],
    sea: ["the dead sea", "the oily harbour", "the flooded coast"],
    underground: ["the metro tunnels", "the sealed bunkers", "the sewers under the ruins"],
    tundra: ["the nuclear-winter plains", "the frozen north", "the ice-locked towns"],
    ruins: ["the ruined city", "the collapsed tower blocks", "the old mall"],
    city: ["the settlement's outskirts", "the scrap market", "the walled town's streets"],
    sky: ["the dust storms", "the broken pylons", "the skies over the wastes"],
  },
};

/** Who tells the legend: "{place}" is where the creature lives; the teller has been there or near it. */
export const OPENERS: Readonly<Record<Family, readonly string[]>> = {
  fantasy: [
    "Travellers back from {place} say",
    "An old ballad about {place} claims",
    "Hunters who have worked {place} say",
    "Villagers who live nearest {place} swear",
    "A hermit who once lived by {place} said",
  ],
  dark: [
    "Gravediggers near {place} whisper",
    "Inquisitors' records on {place} say",
    "Plague survivors who fled {place} swear",
    "A burned confession about {place} says",
    "Penitents who crossed {place} swear",
  ],
  mythic: [
    "The oracle nearest {place} sang",
    "Shepherds who graze near {place} say",
    "Old poets who sang of {place} held",
    "Tomb carvings near {place} show",
    "Pilgrims who passed {place} swear",
  ],
  future: [
    "Colony logs about {place} record",
    "Freighter crews who have passed {place} swear",
    "A survey report on {place} claims",
    "Crews who have worked {place} insist",
    "Station rumour about {place} says",
  ],
  modern: [
    "A forum thread about {place} claims",
    "Park rangers who patrol {place} say",
    "A podcast about {place} says",
    "Hikers who have been to {place} insist",
    "Police reports from {place} suggest",
  ],
  steam: [
    "Penny dreadfuls about {place} claim",
    "A Royal Society paper on {place} notes",
    "Railway navvies who worked {place} say",
    "The Illustrated News, reporting on {place}, claims",
    "A séance about {place} revealed",
  ],
  fallen: [
    "Scavengers who have picked over {place} say",
    "Caravan songs about {place} claim",
    "The bunker folk nearest {place} believe",
    "Old radio broadcasts about {place} warned",
    "Raiders who have crossed {place} swear",
  ],
};

/** Who buys the spoils, by family. */
export const TAKERS: Readonly<Record<Family, readonly string[]>> = {
  fantasy: ["Traders", "Apothecaries", "Armourers", "Collectors"],
  dark: ["Pedlars", "Grave-robbers", "Witch-finders"],
  mythic: ["Traders", "Temple priests", "Kings' stewards"],
  future: ["Bio-labs", "Salvage crews", "Offworld dealers"],
  modern: ["Collectors", "Online sellers", "University labs"],
  steam: ["Naturalists", "Collectors", "Dealers"],
  fallen: ["Scavengers", "Traders", "Caravan masters"],
};
