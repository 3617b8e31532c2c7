import { normalizeTag } from './normalize.js';

/**
 * Which names of the vocabulary are also ordinary words, and what makes them a skill in free text
 * (docs/skills.md, "Context rules"). Only `extract` reads these lists: `resolve` takes a tag the user typed as
 * a tag, so `go` typed in a skills field is Go.
 *
 * - CASED: words that are a skill when written as the brand writes them (`React`, `Vite`, `Windows`, `REST`),
 *   and otherwise only in a technical context. "rest", "vite" (French: quickly), "react" stay words.
 * - AMBIGUOUS: letters and words that are capitalised in ordinary prose (sentence starts, names, French
 *   nouns: `C`, `R`, `D`, `Go`, `Swift`, `Spring`, `Express`, `Excel`, `Tableau`, `Vue`, `SAS`, `Pascal`…):
 *   a skill only when written as the brand writes them AND in a technical context.
 * - SPOKEN: spoken languages, written in lower case in French (« anglais courant »): a skill only next to a
 *   level or a requirement (« courant », « bilingue », "fluent", « C1 », « exigé »…) or in a skills list.
 *
 * A technical context is one of: a skills header on the line (« Compétences : », "Tech stack:"), a qualifier
 * next to the word (« langage Go », « développeur Swift », "Go developer", « maîtrise d'Excel », « sous
 * Excel », a version number "Spring 5"), or a list whose neighbour is an accepted skill (« Python, R »,
 * « Java/Go », "C and C++", « (Word, Excel, PowerPoint) »). Vetoes win over all of these: a number before
 * (« 16 Go »), a hyphen joining another word (« go-live », "C-level"), an apostrophe after a letter
 * (« C'est », « D'accord »), the words of « la lettre C », « plan B », « vitamine C ».
 */

export const CASED_SURFACES = [
  'React',
  'Angular',
  'Ember',
  'Meteor',
  'Backbone',
  'Knockout',
  'Stimulus',
  'Polymer',
  'Dojo',
  'Stencil',
  'Electron',
  'Unity',
  'Ionic',
  'Remix',
  'Astro',
  'Bootstrap',
  'Ghost',
  'Sanity',
  'Phoenix',
  'Jest',
  'Mocha',
  'Chai',
  'Karma',
  'Cucumber',
  'Cypress',
  'Enzyme',
  'Pact',
  'Karate',
  'Locust',
  'Zephyr',
  'Helm',
  'Vault',
  'Consul',
  'Nomad',
  'Packer',
  'Harbor',
  'Sentry',
  'Beats',
  'Flux',
  'Argo',
  'Octopus',
  'Caddy',
  'Kong',
  'Envoy',
  'Jetty',
  'Parcel',
  'Rollup',
  'Yarn',
  'Poetry',
  'Gulp',
  'Grunt',
  'Maven',
  'Composer',
  'Spark',
  'Hive',
  'Prefect',
  'Looker',
  'Leaflet',
  'Celery',
  'Dapper',
  'Gin',
  'Sinatra',
  'Bokeh',
  'Swiper',
  'Prettier',
  'Rider',
  'Slack',
  'Oracle',
  'Windows',
  'Fedora',
  'Kafka',
  'Airflow',
  'Pandas',
  'Apache',
  'Lambda',
  'Glue',
  'Athena',
  'Aurora',
  'Bedrock',
  'Amplify',
  'Beanstalk',
  'Swarm',
  'Mule',
  'Pinecone',
  'Insomnia',
  'Postman',
  'Jenkins',
  'Travis',
  'Bamboo',
  'Puppeteer',
  'Playwright',
  'Selenium',
  'Cassandra',
  'Mongoose',
  'Zustand',
  'Prisma',
  'Vite',
  'Babel',
  'Bun',
  'Node',
  'Dart',
  'Elm',
  'Groovy',
  'Pug',
  'LaTeX',
  'REST',
  'SOAP',
  'SOLID',
  'SAFe',
  'PO',
  'IA',
  'AI',
  'ML',
  'BI',
  'RAG',
  'YOLO',
  'JAX',
  'Snowflake',
  'Presto',
  'Anaconda',
  'SIG',
  'Sketch',
  'Framer',
  'Miro',
  'Canva',
  'Blender',
  'GIMP',
  'CATIA',
  'Personas',
  'Zoning',
  'Asana',
  'Basecamp',
  'Tosca',
  'ALM',
  'Xray',
  'Stryker',
  'Gatling',
  'Gherkin',
  'Redshift',
  'Dataflow',
  'Azure',
  'Rancher',
  'Vagrant',
  'Prometheus',
  'Loki',
  'Thanos',
  'Jaeger',
  'Nexus',
  'Sonar',
  'pip',
  'Tomcat',
  'Mercurial',
  'Perforce',
  'NATS',
  'Pulsar',
  'Spinnaker',
  'Juniper',
  'Solaris',
  'AIX',
  'ARM',
  'SOC',
  'IAM',
  'Burp',
  'Tenable',
  'IFS',
  'Workday',
  'Murex',
  'Calypso',
  'Coupa',
  'Windchill',
  'HANA',
  'Alpine',
  'Svelte',
  'Gatsby',
  'Jekyll',
  'Grails',
  'Struts',
  'Flask',
  'MAUI',
  'Flutter',
  'Cordova',
  'Capacitor',
  'Tokio',
  'Tailwind',
  'Quasar',
  'Guava',
  'Lombok',
  'Cheerio',
  'Polars',
  'Firebird',
  'Waterfall',
  'POO',
  'Palo Alto',
  'Illustrator',
  'Wagtail',
  'Adonis',
  'Kali',
  'Hugo',
  'Processing',
  'Stylus',
  'Mermaid',
  'Bicep',
  'Hadoop',
  'Ada',
];

export const AMBIGUOUS_SURFACES = [
  'C',
  'D',
  'R',
  'Go',
  'Rust',
  'Swift',
  'Spring',
  'Express',
  'Julia',
  'Pascal',
  'Crystal',
  'Less',
  'Make',
  'Ant',
  'Chef',
  'Puppet',
  'Salt',
  'Excel',
  'Word',
  'Access',
  'Outlook',
  'Exchange',
  'Tableau',
  'Notion',
  'Confluence',
  'Vue',
  'SAS',
  'Sage',
  'Shell',
  'Batch',
  'Assembly',
  'Liquid',
  'Twig',
  'Razor',
  'Ladder',
  'Apex',
  'Mojo',
  'Elixir',
  'Solidity',
  'Octave',
  'DAX',
  'RPG',
  'Lean',
  'Boost',
  'Lit',
  'Expo',
  'Foundation',
  'Feathers',
  'Jasmine',
  'Mustache',
  'F5',
];

export const SPOKEN_LANGUAGE_LABELS = [
  'Anglais',
  'Allemand',
  'Espagnol',
  'Italien',
  'Portugais',
  'Néerlandais',
  'Arabe',
  'Chinois',
  'Japonais',
];

export type Ambiguity = 'cased' | 'ambiguous';

/** Normalised alias → its class and the spellings that count as "written as the brand writes it". */
export const AMBIGUITY = new Map<string, { kind: Ambiguity; surfaces: string[] }>();
for (const [kind, list] of [
  ['cased', CASED_SURFACES],
  ['ambiguous', AMBIGUOUS_SURFACES],
] as const) {
  for (const surface of list) {
    const key = normalizeTag(surface);
    const entry = AMBIGUITY.get(key) ?? { kind, surfaces: [] };
    entry.surfaces.push(surface);
    AMBIGUITY.set(key, entry);
  }
}

function set(words: string): Set<string> {
  return new Set(words.split('|').map(normalizeTag));
}

/** The first words of a line that announce a list of skills (before a colon). */
export const HEADER_WORDS = set(
  'compétences|competence|compétence|skills|skill|stack|technologies|technologie|technos|techno|environnement|' +
    'environnements|outils|tools|langages|languages|langage|language|frameworks|framework|méthodologies|' +
    'méthodologie|méthodes|méthode|bases|databases|base|cloud|devops|logiciels|logiciel|connaissances|expertise|' +
    'expertises|savoir-faire|hard|technical|technique|techniques|requirements|prérequis|requis|' +
    'souhaité|souhaités|apprécié|appréciés|plus|bonus|nice|must|langues|mots-clés|keywords|tech|' +
    'maîtrise|environment|data|front|back|frontend|backend|mobile|test|tests|bdd|sgbd|os|systèmes',
);

/** A word right before the name that makes it technical (« langage Go », « développeur Swift »). */
export const QUALIFIERS_BEFORE = set(
  'langage|langages|language|languages|lang|framework|frameworks|développeur|développeuse|développeurs|' +
    'developer|developers|dev|devs|développement|development|programmation|programming|programmer|coder|codé|' +
    'codée|écrit|écrite|written|maîtrise|maîtriser|maîtrisez|mastery|expérience|expériences|experience|' +
    'connaissance|connaissances|knowledge|compétence|compétences|skills|outil|outils|tool|tools|logiciel|' +
    'librairie|bibliothèque|library|module|modules|plateforme|platform|stack|technologie|technologies|' +
    'sous|under|using|utilisant|via|expert|expertise|ingénieur|engineer|consultant|architecte|lead|senior|' +
    'junior|confirmé|confirmée|certifié|certifiée|certified|formation|formé|projet|projets|project|projects|' +
    'script|scripts|scripting|macro|macros|migration|reporting|fichier|fichiers|tableur|version',
);

/** Prepositions that let a qualifier two words back count (« maîtrise de Go », "experience with Go"). */
export const LINK_WORDS = set("de|d|'|du|des|en|sur|of|with|in|avec|on|the|le|la|l|les");

/** Prepositions that are a qualifier by themselves for a language or framework (« en Go », "in Rust"). */
export const PREPOSITION_QUALIFIERS = set('en|in|avec|with|sous|under');

/** A word right after the name that makes it technical ("Go developer", « Excel avancé »). */
export const QUALIFIERS_AFTER = set(
  'developer|developers|développeur|développeurs|développeuse|dev|programming|programmer|language|langage|lang|' +
    'framework|code|codebase|script|scripts|scripting|macro|macros|vba|avancé|avancée|advanced|expert|' +
    'certified|certification|certifié|library|librairie|sdk|api|runtime|modules|module|stack|ecosystem|' +
    'écosystème|backend|back-end|frontend|front-end|server|serveur|cluster|clusters|pipeline|pipelines|' +
    'playbooks|playbook|recipes|cookbooks|manifests|states|charts|app|apps|application|applications|project|' +
    'projects|projet|projets|tables|tableaux|dashboards|formulas|formules|reports|rapports',
);

/** Words before a one-letter name that make it a letter, a grade or a plan, never a language. */
export const LETTER_WORDS = set(
  'lettre|letter|plan|vitamine|vitamin|catégorie|category|type|niveau|level|classe|class|série|series|annexe|' +
    'article|point|option|version|partie|part|section|groupe|group|note|grade|bâtiment|building|étage|zone|' +
    'permis|rang|lot|phase|scénario|scenario|modèle|model|colonne|column|cellule|cell|ligne|row|bac|tome',
);

/** Separators of a list of skills (plus `et`/`and`/`ou`/`or`, which are words). */
export const LIST_SEPARATORS = new Set([
  ',',
  ';',
  '/',
  '|',
  '•',
  '·',
  '+',
  '&',
  '(',
  ')',
  '[',
  ']',
  'et',
  'and',
  'ou',
  'or',
  '-',
  '–',
  '—',
]);

/** Words that end a sentence for the "not the first word of a sentence" test. */
export const SENTENCE_ENDS = new Set(['.', '!', '?', '…']);

/** Next to a spoken language, what says it is asked for as a skill (« anglais courant », "fluent English"). */
export const SPOKEN_QUALIFIERS = set(
  'courant|courante|bilingue|bilingual|professionnel|professionnelle|technique|lu|écrit|parlé|fluent|fluently|' +
    'fluency|native|natif|native-level|maternelle|niveau|level|b1|b2|c1|c2|toeic|toefl|ielts|requis|exigé|' +
    'obligatoire|required|mandatory|souhaité|apprécié|appréciée|indispensable|maîtrise|maîtriser|parler|' +
    'speaking|speak|speaks|written|spoken|oral|business|opérationnel|opérationnelle|correct|bon|bonne|excellent|' +
    'excellente|good|proficiency|proficient|working|plus|atout|avantage',
);
