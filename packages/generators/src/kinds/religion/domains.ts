// Religion domains: the concept a faith is drawn from. The chief god's domain decides the faith's
// symbols, rites, holy days, tenets and taboos, so a sea faith blesses boats and an ancestor cult
// keeps the names of the dead.

export const DOMAINS = [
  "the harvest",
  "the sea",
  "death",
  "the hearth",
  "war",
  "the moon",
  "storms",
  "healing",
  "roads and trade",
  "secrets",
  "the forge",
  "the dawn",
] as const;
export type Domain = (typeof DOMAINS)[number];

export interface DomainWords {
  readonly epithets: readonly string[];
  readonly symbols: readonly string[];
  readonly rites: readonly string[];
  readonly holyDays: readonly string[];
  readonly tenets: readonly string[];
  readonly taboos: readonly string[];
  /** Secondary domains that sit well beside it in a pantheon. */
  readonly kin: readonly string[];
}

export const DOMAIN: Readonly<Record<Domain, DomainWords>> = {
  "the harvest": {
    epithets: ["Sower", "Reaper", "Giver of Bread", "Golden"],
    symbols: ["a sheaf of wheat", "a sickle within a circle", "an open basket of grain"],
    rites: ["leaving the last sheaf standing", "sharing the first loaf", "blessing seed before sowing"],
    holyDays: ["the Harvest Home", "the Sowing Vigil", "the Last Sheaf Feast"],
    tenets: ["Waste nothing the earth gives", "Feed every hungry guest", "Tend what you did not plant"],
    taboos: ["burning bread", "cutting green corn", "hoarding grain in famine"],
    kin: ["rain", "fertility", "the seasons"],
  },
  "the sea": {
    epithets: ["Deep", "Mother of Rivers", "Tide-Lord", "Drowned"],
    symbols: ["an anchor wound with rope", "a wave inside a ring", "a silver fish"],
    rites: ["pouring wine into the waves", "blessing the boats each spring", "casting names on the tide"],
    holyDays: ["the Blessing of the Boats", "the Night of Drowned Lamps", "the Low Tide Fast"],
    tenets: ["Save the drowning, whoever they are", "Take only what you need", "Shelter every storm-struck ship"],
    taboos: ["whistling aboard ship", "eating fish on holy days", "counting the waves aloud"],
    kin: ["storms", "fishing", "far voyages"],
  },
  death: {
    epithets: ["Ferryman", "Quiet One", "Keeper of Names", "Pale"],
    symbols: ["a closed eye", "a key within a skull", "a lantern on a pole"],
    rites: ["washing the dead with salt", "naming the dead at dusk", "keeping a lamp for the departed"],
    holyDays: ["the Festival of Bones", "the Night of Names", "the Day of Open Graves"],
    tenets: ["Honour the dead by name", "Fear no ending", "Bury every stranger as kin"],
    taboos: ["burying the dead without salt", "speaking ill of the buried", "breaking a funeral fast"],
    kin: ["passage", "memory", "the underworld"],
  },
  "the hearth": {
    epithets: ["Keeper", "Warm", "Mother of Houses", "Kind"],
    symbols: ["a flame in an open hand", "a cooking pot on three legs", "a house with a lit window"],
    rites: ["feeding the hearth fire first", "greeting guests with bread and salt", "sweeping thresholds at new year"],
    holyDays: ["the Night of Lanterns", "the Full Table Feast", "Kindling Day"],
    tenets: ["Give shelter to any who ask", "Keep the home fire lit", "Honour host and guest"],
    taboos: ["letting the home fire go out", "refusing a guest", "spitting into flame"],
    kin: ["family", "hospitality", "childbirth"],
  },
  war: {
    epithets: ["Shieldbearer", "Unbowed", "Red-Handed", "Victor"],
    symbols: ["a sword crossed with a spear", "a broken shield", "a red banner"],
    rites: ["blooding a new blade", "vigil before battle", "burning the enemy's standards"],
    holyDays: ["the Muster", "the Day of the Fallen", "the Triumph"],
    tenets: ["Never strike the unarmed", "Face death without flinching", "Keep faith with your shield-kin"],
    taboos: ["fleeing a sworn fight", "looting a temple", "killing a herald"],
    kin: ["courage", "victory", "strategy"],
  },
  "the moon": {
    epithets: ["Silver", "Watcher", "Lady of Tides", "Twice-Born"],
    symbols: ["a crescent over water", "a silver disc", "a hare beneath a crescent"],
    rites: ["fasting at every new moon", "singing to the full moon", "keeping silver under the pillow"],
    holyDays: ["the Full Moon Night", "the Dark Moon Vigil", "the Silver Wedding"],
    tenets: ["Change without shame", "Guard the traveller at night", "Keep promises made by moonlight"],
    taboos: ["pointing at the moon", "sleeping under an eclipse", "cutting hair at dark moon"],
    kin: ["dreams", "madness", "the night"],
  },
  storms: {
    epithets: ["Thunderer", "Wild", "Sky-Breaker", "Howling"],
    symbols: ["a lightning bolt through a cloud", "three jagged lines", "an eagle with spread wings"],
    rites: ["climbing high places in thunder", "beating drums against the wind", "offering iron to struck trees"],
    holyDays: ["the Thunder Feast", "the Calm after the Gales", "the First Storm Night"],
    tenets: ["Speak your anger and be done", "Shelter those the storm drives in", "Fear nothing but the sky"],
    taboos: ["cutting a lightning-struck tree", "cursing the rain", "sleeping through thunder"],
    kin: ["rain", "wrath", "the sky"],
  },
  healing: {
    epithets: ["Mender", "Merciful", "Physician", "Gentle"],
    symbols: ["a serpent coiled on a staff", "an eye in an open palm", "a bowl of clear water"],
    rites: ["washing the feet of strangers", "laying hands on the sick", "drinking from the holy spring"],
    holyDays: ["the Feast of the Spring", "the Day of Mercy", "the Vigil for the Sick"],
    tenets: ["Turn no sick person away", "Heal the enemy as the friend", "Do no needless harm"],
    taboos: ["refusing aid to the wounded", "selling a cure twice", "poisoning a well"],
    kin: ["mercy", "springs", "childbirth"],
  },
  "roads and trade": {
    epithets: ["Far-Walker", "Wayfinder", "Keeper of Scales", "Swift"],
    symbols: ["a pair of scales", "a milestone with a star", "a coin pierced by a road"],
    rites: ["leaving a coin at every crossroads", "blessing caravans at the gate", "sealing bargains with salt"],
    holyDays: ["the Great Fair", "the Day of Open Roads", "the Reckoning of Debts"],
    tenets: ["Repay every debt, kind or cruel", "Give fair weight", "Guide the lost traveller"],
    taboos: ["breaking a sealed bargain", "moving a boundary stone", "robbing a pilgrim"],
    kin: ["luck", "messengers", "thieves"],
  },
  secrets: {
    epithets: ["Hidden", "Silent", "Veiled", "Keeper of Keys"],
    symbols: ["a key inside a star", "a veiled face", "a closed book with a lock"],
    rites: ["whispering confessions into a well", "keeping a vow of silence", "burning written prayers unread"],
    holyDays: ["the Day of Silence", "the Night of Masks", "the Unveiling"],
    tenets: ["Speak no lie on holy ground", "Keep what is told in trust", "Seek the truth beneath the tale"],
    taboos: ["speaking a god's true name", "reading another's letters", "unmasking a worshipper"],
    kin: ["knowledge", "dreams", "magic"],
  },
  "the forge": {
    epithets: ["Smith", "Hammer-Hand", "Maker", "Patient"],
    symbols: ["a hammer on an anvil", "a pair of tongs holding a star", "a glowing ingot"],
    rites: ["quenching a blade in holy water", "striking the anvil at dawn", "offering the year's first work"],
    holyDays: ["the Lighting of the Forges", "the Feast of Makers", "the Cold Forge Fast"],
    tenets: ["Make nothing shoddy", "Finish what you begin", "Honour the work of hands"],
    taboos: ["breaking a tool in anger", "selling a flawed blade", "a cold forge on feast days"],
    kin: ["craft", "fire", "the earth"],
  },
  "the dawn": {
    epithets: ["Bright", "Lamp-Bearer", "Waker", "Radiant"],
    symbols: ["a rising sun", "a lamp within a crescent", "a rooster on a gate"],
    rites: ["a dawn prayer facing east", "lighting lamps at first light", "greeting the sun with song"],
    holyDays: ["the Feast of First Light", "the Crowning of the Sun", "the Longest Day"],
    tenets: ["Begin again each morning", "Bring hidden wrongs to light", "Rise before the sun"],
    taboos: ["sleeping past holy dawns", "extinguishing another's lamp", "cursing the sun"],
    kin: ["hope", "beginnings", "the sky"],
  },
};
