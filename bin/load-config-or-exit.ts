/** The configuration for an entry point, or a clear message and exit code 2 when it is wrong. */
import { loadConfig, type Config } from '../application/config';

/**
 * `loadConfig()`, or, when a variable is wrong or missing, its lines (`Invalid configuration:`
 * then one `  NAME: what is wrong` per variable) on stderr and exit code 2, without a stack.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
