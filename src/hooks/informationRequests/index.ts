export { ANSWER_FILE_TYPES, MAX_ANSWER_FILE_BYTES, answerFileDataUrl, answerFileProblem } from './answerFile';
export { useSubmitInformationRequest } from './mutations';
export { useInformationRequests } from './queries';
export * as informationRequestQueries from './queryOptions';
export { isAnswerableQuestion } from './answerableQuestion';
export {
  useInformationRequestForm,
  type InformationRequestFormOptions,
  type InformationRequestValues,
  type QuestionAnswerValues,
} from './useInformationRequestForm';
