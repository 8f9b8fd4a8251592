// Spec §2 "/favourites/list/{id} (query source)": where a list was opened from, which decides where its
// back link leads. /favourites links with this value; anything else leads back to the deals.
export const FAVOURITES_SOURCE = 'favourites';
