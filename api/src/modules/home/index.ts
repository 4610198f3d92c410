// The role homes' counts (GET /api/home/…), also read by the administrators' daily summary.
export { homeRepository } from './repository';
