// The public entry of the builds module: what other modules may import of it, and nothing else (docs/decisions/041).
export { getSavedBuilds } from './saved-builds.service';
