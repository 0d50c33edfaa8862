/** The live day's mails: `runninglate` (in the app only: the other side runs late). */
import './mail/runninglate.template.ts';
