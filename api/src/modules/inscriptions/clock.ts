/**
 * The current instant as the enrolment rules see it (the October window, days since submission,
 * the approval date). Tests replace `now` to stand on a given day.
 */
export const clock = {
  now: (): Date => new Date(),
};
