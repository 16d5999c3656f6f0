/** A reason the shop (or its embedded database) cannot start that the operator can fix: printed as it is, without a stack. */
export class StartupProblem extends Error {}
