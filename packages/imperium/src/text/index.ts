export type { ConditionText, Form, Labels, Phrasebook, RenderContext } from './phrasebook.ts';
export { PHRASEBOOKS, renderCondition, renderCosts, renderEffects } from './render.ts';
export type {
  CardText,
  ConflictText,
  FactionTrackText,
  HagalText,
  IntrigueText,
  LeaderText,
  SpaceText,
} from './content.ts';
export {
  cardText,
  renderCard,
  renderConflict,
  renderFactionTrack,
  renderHagalCard,
  renderIntrigue,
  renderLeader,
  renderSpace,
} from './content.ts';
export type { UprisingPhrases } from './uprising.ts';
export { battleIconName, UPRISING_PHRASES, uprisingAgentIconName } from './uprising.ts';
export type { UprisingConflictText } from './uprisingContent.ts';
export { renderContract, renderObjective, renderUprisingConflict } from './uprisingContent.ts';
export * from './log/index.ts';
