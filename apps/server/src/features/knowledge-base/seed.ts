import type { SampleData } from '../../db/sample-data';
import { knowledgeBaseArticles, knowledgeBaseCategories } from './table';

/**
 * The knowledge base as a new database starts: the spec's four categories with its article counts (Your
 * Account 17, Selling and Buying 12 and 19, Item Support 24), the articles written for a mobile operator's
 * staff. The first three of each category are featured.
 */
const sampleCategories: { title: string; articles: string[] }[] = [
  {
    title: 'Your Account',
    articles: [
      'Signing in for the first time',
      'Changing your password',
      'Turning on a second sign-in step',
      'Updating your name and photo',
      'Choosing the console language',
      'Why was I signed out?',
      'Ending your sessions on other devices',
      'What each role can do',
      'Asking for the staff role',
      'Reading the notice of failed sign-ins',
      'Setting your layout and colours',
      'Keeping shortcuts to the pages you use',
      'Exporting your own data',
      'Closing your account',
      'Signing in with the company provider',
      'Keeping your session safe on a shared computer',
      'Getting help with your account',
    ],
  },
  {
    title: 'Selling and Buying',
    articles: [
      'Ordering handsets for a team',
      'Choosing a plan for field staff',
      'Buying SIM kits in bulk',
      'Approving a purchase over the budget',
      'Tracking an order',
      'Receiving and checking a delivery',
      'Paying by bank wire',
      'Reading an invoice',
      'Disputing a charge',
      'Returning a faulty device',
      'Buying accessories',
      'Renewing a support contract',
    ],
  },
  {
    title: 'Selling and Buying',
    articles: [
      'Selling old handsets back',
      'Wiping a device before it is sold',
      'Valuing a used router',
      'Recording a device as sold',
      'Transferring a line to a buyer',
      'Porting a number out',
      'Cancelling a plan when staff leave',
      'Selling spare SIM stock',
      'Pricing a bundle for a customer',
      'Quoting a fleet upgrade',
      'Setting tax on a sale',
      'Giving a discount',
      'Issuing a refund',
      'Selling on credit terms',
      'Closing a sale in the console',
      'Keeping sale records for audits',
      'Handling a chargeback',
      'Sending a sales report',
      'Reconciling sales with the fleet',
    ],
  },
  {
    title: 'Item Support',
    articles: [
      'A handset does not power on',
      'A handset shows no signal',
      'Mobile data does not work abroad',
      'Activating an eSIM',
      'Replacing a damaged SIM',
      'Resetting a router to factory settings',
      'A router drops the connection',
      'Updating a handset',
      'Updating router firmware',
      'Unlocking a handset for another network',
      'Finding a device by its IMEI',
      'Marking a device lost or stolen',
      'Blocking a stolen device',
      'Battery drains quickly',
      'The screen does not respond',
      'Calls drop in the office',
      'Setting up voicemail',
      'Sharing a connection from a handset',
      'A tablet does not charge',
      'A modem is not recognised',
      'Moving contacts to a new handset',
      'Sending a device for repair',
      'Warranty: what it covers',
      'Contacting device support',
    ],
  },
];

const articleHtml = (title: string, category: string) =>
  `<p><strong>${title}.</strong> This article of <em>${category}</em> explains what to do, step by step.</p>` +
  '<ol><li>Open the console and sign in.</li><li>Find the page the task belongs to in the navigation.</li>' +
  '<li>Follow the steps below, and check the result before you leave the page.</li></ol>' +
  '<p>If something does not work as described, write to the service desk from the chat and mention this article.</p>';

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const knowledgeBaseSampleData: SampleData = {
  feature: 'knowledge-base',
  async load(db) {
    for (const [position, category] of sampleCategories.entries()) {
      const [row] = await db
        .insert(knowledgeBaseCategories)
        .values({ title: category.title, position })
        .returning({ id: knowledgeBaseCategories.id });
      if (!row) throw new Error('The knowledge-base category insert returned no row');
      await db.insert(knowledgeBaseArticles).values(
        category.articles.map((title, index) => {
          const content = articleHtml(title, category.title);
          return {
            categoryId: row.id,
            title,
            content,
            contentText: plainText(content),
            status: 'published' as const,
            featured: index < 3,
          };
        }),
      );
    }
  },
};
