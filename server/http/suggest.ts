// "Did you mean" lives in the contract layer, where the domain's document checks use it too.
export { didYouMean, quotedAlternatives } from '../contract/suggest.js';
