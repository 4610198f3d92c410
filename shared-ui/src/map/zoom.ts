/** The farthest out the maps zoom: no clusters are built for views nobody sees. */
export const MAP_MIN_ZOOM = 6;
