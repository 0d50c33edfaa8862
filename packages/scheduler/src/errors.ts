/** Thrown when an instance is malformed; `problems` lists every problem found. */
export class ScheduleInputError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid schedule instance (${problems.length} problem(s)):\n- ${problems.join('\n- ')}`);
    this.name = 'ScheduleInputError';
    this.problems = problems;
  }
}
