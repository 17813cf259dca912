// npm run moderator -- add|remove <email> – the operators' way to make a moderator or take the role
// away (no page can: a moderator never promotes another). Audited; the account's sessions end.
// Uses DATABASE_URL like the app (the embedded database in DATA_DIR without it).
// Run with --conditions=react-server so `server-only` resolves to an empty module.
import { closeDb, getDb } from '@/server/db';
import { changeModeratorRole, type ModeratorChange } from '@/features/moderators/moderator-role';

const USAGE = `Usage: npm run moderator -- add|remove <email>

  add <email>     give the account with that e-mail address the moderator role
  remove <email>  take the role away (refused for the last moderator, and for an account that
                  would be left with no role: ban it instead)`;

async function main(argv: string[]): Promise<number> {
  const [change, email, ...rest] = argv;
  if ((change !== 'add' && change !== 'remove') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const result = await changeModeratorRole(await getDb(), email, change as ModeratorChange);
  if (!result.ok) {
    console.error(`moderator: ${result.message}`);
    return 1;
  }
  const who = result.username ?? email;
  if (!result.changed)
    console.log(`${who} ${change === 'add' ? 'is already' : 'is not'} a moderator; nothing changed.`);
  else
    console.log(
      `${who} ${change === 'add' ? 'is now' : 'is no longer'} a moderator (roles: ${result.roles.join(', ')}).`,
    );
  return 0;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`moderator: ${error instanceof Error ? error.message : String(error)}`);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
