/** The environment asks for something impossible; the message names the variable and what to set. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
