// Element aspects: the concept an element is drawn from. An aspect decides the element's name
// words, nature, properties, colours, emotions, seasons, allies, foes, signs and uses, so an
// element that leaves frost is cold, and no element is allied with both Light and Shadow.

export const ASPECTS = ["fire", "frost", "water", "stone", "storm", "light", "shadow", "growth", "decay", "void", "song", "metal"] as const;
export type Aspect = (typeof ASPECTS)[number];

/** The elements others are measured against (the allied and opposed lists name these). */
export const ELEMENT_NAMES: Readonly<Record<Aspect, string>> = {
  fire: "Fire", frost: "Ice", water: "Water", stone: "Earth", storm: "Air", light: "Light", shadow: "Shadow",
  growth: "Wood", decay: "Rot", void: "Void", song: "Song", metal: "Metal",
};

export interface AspectWords {
  readonly label: string;
  readonly adj: readonly string[];
  readonly noun: readonly string[];
  readonly natures: readonly string[];
  readonly properties: readonly string[];
  readonly colours: readonly string[];
  readonly emotions: readonly string[];
  readonly seasons: readonly string[];
  readonly allies: readonly Aspect[];
  readonly opposed: readonly Aspect[];
  /** What it makes where it gathers (a place phrase from the setting follows). */
  readonly signs: readonly string[];
  /** Verb phrases: what it is turned to. */
  readonly uses: readonly string[];
  readonly symbols: readonly string[];
}

export const ASPECT: Readonly<Record<Aspect, AspectWords>> = {
  fire: {
    label: "Heat", adj: ["Burning", "Blazing", "Cinder", "Smouldering", "Scarlet", "Kindled"], noun: ["Flame", "Spark", "Pyre", "Ember", "Kiln", "Blaze"],
    natures: ["the heat that lives in every living thing", "the hunger that consumes and renews", "the spark that wakes cold matter", "the fever at the heart of the world"],
    properties: ["scorches whatever holds it too long", "rises toward the sky whenever it is freed", "cannot be kept in wood or cloth", "flares at a shout and gutters at a whisper", "warms in the presence of lies", "leaves a smell of pitch behind"],
    colours: ["ember red", "furnace orange", "molten gold", "soot black"], emotions: ["wrath", "passion", "courage", "impatience"], seasons: ["high summer", "the dry months"],
    allies: ["storm", "metal"], opposed: ["water", "frost"],
    signs: ["flames that burn without fuel", "stones that stay warm all night", "ash that falls from a clear sky", "air that shimmers like a forge-mouth"],
    uses: ["forging blades that cut spirits", "burning away disease", "lighting beacons that cannot be doused", "tempering the will of the timid"],
    symbols: ["a tongue of flame inside a ring", "an upturned triangle with a dot at its heart", "three wavy lines rising"],
  },
  frost: {
    label: "Cold", adj: ["Pale", "Frozen", "Hoar", "Glacial", "Still", "Winter"], noun: ["Frost", "Rime", "Shard", "Hail", "Glass", "Drift"],
    natures: ["the stillness between heartbeats", "the cold that keeps what it touches", "the patience that outlasts every fire", "the silence at the bottom of winter"],
    properties: ["leaves frost on everything it touches", "slows the blood of those who linger near it", "keeps the dead from rotting", "cracks stone as it spreads", "rings like glass when struck", "falls silent under a new moon"],
    colours: ["bone white", "glacier blue", "silver", "pale grey"], emotions: ["serenity", "grief", "resolve", "loneliness"], seasons: ["deep winter", "the first frost"],
    allies: ["water", "void"], opposed: ["fire", "growth"],
    signs: ["frost patterns shaped like writing", "breath that freezes in midsummer", "wells that ice over overnight", "snow that falls upward"],
    uses: ["preserving the dead", "stilling a fever", "sealing doors that must never open", "numbing pain and fear alike"],
    symbols: ["a six-armed star", "a circle closed by a straight bar", "a shard pointing downward"],
  },
  water: {
    label: "Flow", adj: ["Drowned", "Deep", "Weeping", "Tidal", "Brackish", "Restless"], noun: ["Tide", "Current", "Mirror", "Well", "Spring", "Rain"],
    natures: ["the memory stored in deep water", "the motion that keeps the world from settling", "the current that carries all things home", "the patience that wears down mountains"],
    properties: ["flows like water but holds its shape when ignored", "remembers every shape it has taken", "runs downhill even when poured upward", "carries voices far beyond their speakers", "cannot be held in a closed fist", "softens iron left in it for a year"],
    colours: ["sea green", "midnight blue", "slate grey", "pearl"], emotions: ["longing", "sorrow", "tenderness", "calm"], seasons: ["the rains", "the thaw"],
    allies: ["frost", "growth"], opposed: ["fire", "stone"],
    signs: ["a shimmer on still water at dawn", "springs that rise where none were", "puddles that reflect another sky", "mist that will not lift at noon"],
    uses: ["healing wounds that refuse to close", "scrying across great distances", "washing away curses", "calling rain to dry fields"],
    symbols: ["a wavering line above a circle", "two crescents back to back", "a spiral that turns outward"],
  },
  stone: {
    label: "Weight", adj: ["Iron-grey", "Buried", "Granite", "Patient", "Hollow", "Ancient"], noun: ["Root", "Vein", "Keel", "Bedrock", "Cairn", "Hill"],
    natures: ["the weight that pulls all things downward", "the memory stored in stone", "the foundation beneath every made thing", "the slow endurance of mountains"],
    properties: ["grows heavier the longer it is watched", "hums through the soles of the feet", "cannot be moved by wind or prayer", "holds the shape of whatever rested on it", "settles in the lowest place it can find", "turns blades that strike it"],
    colours: ["ochre", "slate", "moss green", "rust"], emotions: ["steadfastness", "stubbornness", "contentment", "resolve"], seasons: ["late autumn", "the long dry"],
    allies: ["metal", "growth"], opposed: ["storm", "water"],
    signs: ["veins of glowing crystal in deep caves", "standing stones that lean toward one another", "ground that shivers before a lie", "cairns that rebuild themselves"],
    uses: ["shaping stone like clay", "warding thresholds against intruders", "raising walls in a single night", "anchoring the restless dead"],
    symbols: ["a square resting on a line", "a mountain with a single eye", "a cairn of three stones"],
  },
  storm: {
    label: "Motion", adj: ["Howling", "Restless", "Thundering", "Grey", "Wild", "Windborne"], noun: ["Breath", "Gale", "Squall", "Thunder", "Gust", "Storm"],
    natures: ["the breath that moves the world", "the motion that never rests", "the thunder that splits the sky", "the freedom of the open air"],
    properties: ["moves against the wind", "tugs at anything left untied", "carries sound for miles", "crackles before it strikes", "will not stay in a closed room", "tastes of iron and rain"],
    colours: ["storm grey", "lightning white", "sky blue", "bruise purple"], emotions: ["exhilaration", "fury", "restlessness", "wonder"], seasons: ["the spring gales", "the turn of the year"],
    allies: ["fire", "song"], opposed: ["stone", "void"],
    signs: ["whirlwinds that move against the wind", "clouds that gather over one roof", "sudden gusts in sealed halls", "lightning that strikes the same tree each year"],
    uses: ["calling storms", "speeding ships and messages", "casting voices across valleys", "scattering an enemy's arrows"],
    symbols: ["a spiral broken by a zigzag", "three lines swept sideways", "an open hand with spread fingers"],
  },
  light: {
    label: "Radiance", adj: ["Bright", "Golden", "Dawning", "Radiant", "Clear", "Shining"], noun: ["Dawn", "Lantern", "Ray", "Halo", "Beacon", "Gleam"],
    natures: ["the light that reveals what is hidden", "the dawn that follows every night", "the clarity that burns away lies", "the gaze of the waking sky"],
    properties: ["shows things as they truly are", "cannot abide a closed eye", "warms without burning", "gathers in polished things", "makes shadows flee and lengthen", "dims when spoken of with contempt"],
    colours: ["pale gold", "white", "amber", "rose"], emotions: ["hope", "joy", "certainty", "awe"], seasons: ["midsummer", "the lengthening days"],
    allies: ["fire", "song"], opposed: ["shadow", "void"],
    signs: ["halos around the heads of the honest", "windows that glow at midnight", "dust motes that spell out words", "dawns that come early over shrines"],
    uses: ["revealing hidden things", "driving off the restless dead", "blessing the newborn", "unmasking liars"],
    symbols: ["a sunburst of twelve rays", "an open eye above a flame", "a circle with a point of light"],
  },
  shadow: {
    label: "Concealment", adj: ["Veiled", "Hidden", "Dimmed", "Hollow", "Quiet", "Umbral"], noun: ["Veil", "Shadow", "Shroud", "Dusk", "Echo", "Mask"],
    natures: ["the dark that keeps secrets", "the shelter between lamps", "the quiet that follows every light", "the hidden side of all things"],
    properties: ["dims when spoken of aloud", "pools in corners and under beds", "hides whatever it covers from every eye", "grows bolder as the lamps go out", "muffles footsteps", "lingers after its owner leaves"],
    colours: ["midnight blue", "charcoal", "deep violet", "smoke"], emotions: ["dread", "secrecy", "melancholy", "relief"], seasons: ["the long nights", "the dark of the year"],
    allies: ["void", "decay"], opposed: ["light", "fire"],
    signs: ["shadows that linger after their owners leave", "rooms darker than their windows allow", "whispers in empty corridors", "lamps that burn without light"],
    uses: ["hiding from all sight", "walking unseen through crowds", "keeping secrets that cannot be pried loose", "stealing sleep from the wakeful"],
    symbols: ["a crescent pierced by a line", "a closed eye", "a black circle inside a white one"],
  },
  growth: {
    label: "Life", adj: ["Green", "Blooming", "Verdant", "Living", "Budding", "Wild"], noun: ["Bloom", "Root", "Seed", "Thorn", "Sap", "Grove"],
    natures: ["the life that pushes up through stone", "the green will of every seed", "the quickening of spring", "the binding of root to root"],
    properties: ["spreads from touch to touch", "makes cut wood sprout again", "smells of rain on soil", "grows toward the sound of voices", "mends what it is left upon", "cannot survive a winter indoors"],
    colours: ["leaf green", "blossom pink", "loam brown", "sap gold"], emotions: ["joy", "hunger", "tenderness", "vigour"], seasons: ["spring", "the thaw"],
    allies: ["water", "stone"], opposed: ["decay", "frost"],
    signs: ["trees that bend toward one another", "flowers in the snow", "vines that cover a wall overnight", "fields that ripen twice"],
    uses: ["healing the sick", "quickening a barren field", "speaking with beasts", "binding wounds with living bark"],
    symbols: ["a seed splitting open", "a branch with three leaves", "a spiral that turns inward"],
  },
  decay: {
    label: "Ending", adj: ["Ashen", "Withered", "Grey", "Sallow", "Fading", "Crumbling"], noun: ["Dust", "Ash", "Blight", "Mould", "Husk", "Bone"],
    natures: ["the decay that returns all things to the soil", "the patience of the grave", "the quiet ending of every made thing", "the rot that feeds the next season"],
    properties: ["clings to the dying", "crumbles cloth and leather it lingers on", "leaves a fine grey dust on every surface", "quiets the pain of the old", "is drawn to running blood", "dulls every blade in the room"],
    colours: ["ash grey", "bone white", "sallow yellow", "rust"], emotions: ["grief", "acceptance", "weariness", "dread"], seasons: ["the long dusk of autumn", "the harvest's end"],
    allies: ["shadow", "stone"], opposed: ["growth", "light"],
    signs: ["storms that rain pale ash", "orchards that wither in a night", "dust that settles in the shape of footprints", "bones that surface after rain"],
    uses: ["laying the restless dead to rest", "ending curses by wearing them out", "clearing ground for new growth", "speaking with the long dead"],
    symbols: ["a broken crown", "a circle split by a wavering line", "a leaf with its veins showing"],
  },
  void: {
    label: "Absence", adj: ["Empty", "Starless", "Silent", "Unlit", "Endless", "Hungry"], noun: ["Gulf", "Abyss", "Hollow", "Silence", "Rift", "Void"],
    natures: ["the emptiness between the stars", "the silence that swallows every sound", "the nothing that came before", "the hunger of the unmade"],
    properties: ["swallows sound", "makes maps of the places it touches wrong", "leaves holes in memory", "cannot be seen, only noticed", "draws warmth out of the air", "stills the hands of clocks"],
    colours: ["black", "deep violet", "starless blue", "grey"], emotions: ["awe", "emptiness", "dread", "peace"], seasons: ["the darkest night of the year", "the eclipse"],
    allies: ["shadow", "frost"], opposed: ["light", "storm"],
    signs: ["sudden silences in crowded rooms", "stars missing from a familiar sky", "coin-sized holes in the world", "rooms larger inside than out"],
    uses: ["erasing a name from memory", "opening ways between distant places", "hiding from fate itself", "silencing a curse at its source"],
    symbols: ["an empty circle", "a key with no bit", "seven dots in a ring around nothing"],
  },
  song: {
    label: "Resonance", adj: ["Singing", "Ringing", "Humming", "Chiming", "Echoing", "Choral"], noun: ["Echo", "Chord", "Hymn", "Thread", "Bell", "Chime"],
    natures: ["the song that sets matter trembling", "the harmony beneath the world", "the note every stone remembers", "the rhythm of all living hearts"],
    properties: ["hums at a pitch only animals hear", "answers when its name is sung", "sets glass ringing across a room", "carries emotion better than words", "falls out of tune near cruelty", "cannot abide true silence"],
    colours: ["silver", "pale gold", "sea green", "lilac"], emotions: ["wonder", "joy", "longing", "harmony"], seasons: ["the festival weeks", "the first warm evenings"],
    allies: ["storm", "light"], opposed: ["void", "decay"],
    signs: ["music heard in empty halls", "stones that ring when the wind blows", "birds that sing in chords", "echoes that answer a beat late"],
    uses: ["binding oaths that cannot be broken", "calming beasts and crowds", "mending cracked things", "waking the memory of objects"],
    symbols: ["three nested arcs", "a bell with a star inside", "a string drawn between two points"],
  },
  metal: {
    label: "Order", adj: ["Iron", "Silver", "Forged", "Bright-edged", "Tempered", "Cold-hammered"], noun: ["Edge", "Anvil", "Chain", "Blade", "Ingot", "Link"],
    natures: ["the force that binds things together", "the order hammered out of chaos", "the strength of the shaped thing", "the will that holds its form"],
    properties: ["cannot be contained in iron", "rings true when an oath is kept", "rusts at the touch of a broken promise", "holds an edge for a lifetime", "draws lightning to itself", "grows cold in the hands of thieves"],
    colours: ["silver", "iron grey", "copper", "gunmetal"], emotions: ["discipline", "pride", "resolve", "ambition"], seasons: ["the harvest", "late winter"],
    allies: ["stone", "fire"], opposed: ["growth", "decay"],
    signs: ["ore that surfaces in ploughed fields", "blades that hum before a battle", "chains that tighten by themselves", "rust that spells out warnings"],
    uses: ["forging oaths into rings", "armouring the weak", "powering great engines", "binding spirits to objects"],
    symbols: ["a hammer crossed with a key", "a chain of three links", "a square within a circle"],
  },
};
