/** Every mail trigger: importing this file registers them. A feature adds one import line. */
import './account.triggers.ts';

export { fireMailTrigger, mailTriggerNames } from '../mail.triggers.ts';
