import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { PNG } from '../support/images.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';
import { openWizard, PT_PASS, TRAINER_WITH_DAY_OFF } from '../portal/personal-training/support.js';

// Issue 9, who gives personal training: an admin makes a staff account a trainer and gives them a photo, a member
// sees them with it when choosing a trainer, and once retired they are no longer offered.

async function signOut(page: Page): Promise<void> {
  await page.goto(portal('/user/logout'));
  await expect(page).toHaveURL(/\/book-your-spot/);
}

/** A new staff account (an instructor), made through the API as an admin would in the account screens. */
async function newStaffAccount(page: Page, token: string, firstName: string, lastName: string): Promise<string> {
  const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
    page,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    { input: { firstName, lastName, email: `${firstName.toLowerCase()}@example.test` } },
    token,
  );
  await graphql(page, 'mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { account { id } } }', { input: { account: createAccount.account.id, roles: ['INSTRUCTOR'] } }, token);
  return createAccount.account.id;
}

/** A service of the demo category paid by the demo pass, given by the named trainers. */
async function newService(page: Page, token: string, name: string, trainerNames: string[]): Promise<void> {
  const options = await graphql<{
    appointmentCategories: { edges: { node: { id: string } }[] };
    organizationClasspasses: { edges: { node: { id: string; name: string } }[] };
    appointmentTrainers: { edges: { node: { id: string; fullName: string } }[] };
  }>(page, '{ appointmentCategories(first: 1) { edges { node { id } } } organizationClasspasses(first: 100) { edges { node { id name } } } appointmentTrainers(first: 100) { edges { node { id fullName } } } }', {}, token);
  await graphql(
    page,
    'mutation($input: CreateAppointmentServiceInput!) { createAppointmentService(input: $input) { appointmentService { id } } }',
    {
      input: {
        category: options.appointmentCategories.edges[0]!.node.id,
        name,
        durationMinutes: 60,
        price: '45',
        organizationClasspasses: options.organizationClasspasses.edges.filter((e) => e.node.name === PT_PASS).map((e) => e.node.id),
        trainers: options.appointmentTrainers.edges.filter((e) => trainerNames.includes(e.node.fullName)).map((e) => e.node.id),
      },
    },
    token,
  );
}

async function openTrainerOf(page: Page, name: string): Promise<void> {
  await page.goto(portal('/backoffice/schedule/trainers'));
  await expect(page.getByRole('heading', { name: 'Trainers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('an admin makes a staff account a trainer with a photo; a member sees them with it; retired, they are no longer offered', async ({ page }) => {
  test.setTimeout(240_000);
  const id = Date.now().toString(36);
  const firstName = `Noor${id}`;
  const name = `${firstName} Okafor`;
  const serviceName = `Mobility 1:1 ${id}`;
  const adminToken = await tokenOf(page, DEMO_ACCOUNTS.admin);
  await newStaffAccount(page, adminToken, firstName, 'Okafor');

  // Schedule → Trainers: "Add trainer" finds the staff account by name.
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/schedule/trainers'));
  await expect(page.getByRole('heading', { name: 'Trainers', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: TRAINER_WITH_DAY_OFF.name })).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Add trainer' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('textbox', { name: 'Staff account' }).fill(firstName);
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Add trainer' }).click();
  await expect(toast(page, 'Trainer added')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/backoffice/schedule/trainers/[^/?]+'));
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Monday' })).toHaveValue('');

  // Their photo: uploaded as soon as it is chosen, shown at a fixed size.
  await page.getByRole('tab', { name: 'Photo' }).click();
  await expect(page).toHaveURL(/[?&]tab=photo/);
  await expect(page.getByText("No photo yet: members see the trainer's initials.")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'noor.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Photo saved')).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth, img.getAttribute('width'), img.getAttribute('height'), getComputedStyle(img).objectFit])).toEqual([1, '128', '128', 'cover']);
  const photoUrl = await photo.getAttribute('src');
  expect(photoUrl).toMatch(/\/d\/api\/images\/\d+-[0-9a-f]{20}$/);
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expect(toast(page, 'Photo saved')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: '← Trainers' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Active');

  // A member choosing a trainer for a service they give sees them with the photo, beside Carmen.
  await newService(page, adminToken, serviceName, [name, TRAINER_WITH_DAY_OFF.name]);
  await signOut(page);
  await login(page, DEMO_ACCOUNTS.member);
  await openWizard(page, serviceName);
  const card = page.getByRole('radio', { name });
  await expect(card).toBeVisible();
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveAttribute('src', photoUrl!);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth, img.getAttribute('width'), img.getAttribute('height'), getComputedStyle(img).objectFit])).toEqual([1, '40', '40', 'cover']);
  await expect(page.getByRole('radio', { name: TRAINER_WITH_DAY_OFF.name })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Retired: the back office says so, and members are no longer offered them.
  await signOut(page);
  await login(page, DEMO_ACCOUNTS.admin);
  await openTrainerOf(page, name);
  await page.getByRole('button', { name: 'Retire trainer' }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${name}?` });
  await expect(dialog).toContainText('Members can no longer book them.');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Retire trainer' }).click();
  await expect(toast(page, 'Trainer retired')).toBeVisible();
  await expect(page.getByText('Retired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate trainer' })).toBeVisible();
  await expect(toast(page, 'Trainer retired')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);

  await signOut(page);
  await login(page, DEMO_ACCOUNTS.member);
  await openWizard(page, serviceName);
  await expect(page.getByRole('radio', { name: TRAINER_WITH_DAY_OFF.name })).toBeVisible();
  await expect(page.getByRole('radio', { name })).toHaveCount(0);
});
