// The grid of every list of cards: one column on a phone, two from 640 px, three from 1024 px.
export const CARD_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
