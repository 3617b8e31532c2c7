import type { Category } from '../../apps/server/src/lib/skills/categories.js';

/**
 * What we take from each imported list, and how we correct it. Every entry of devicon must be either
 * classified or skipped here: the generator fails on an entry it has never been told about, so a devicon
 * upgrade cannot slip new names in unseen.
 */

/**
 * GitHub Linguist languages that IT freelancers list on a CV or that a brief asks for. Linguist knows ~800
 * languages and file formats (Adblock filter lists, Befunge, KiCad layouts…): only these are imported.
 * Each maps to the label the market writes, when it differs from Linguist's name.
 */
export const LINGUIST_LANGUAGES: Record<string, string | null> = {
  '4D': null,
  ABAP: null,
  ActionScript: null,
  Ada: null,
  Apex: null,
  AppleScript: null,
  Assembly: 'Assembleur',
  AutoHotkey: null,
  AutoIt: null,
  Awk: 'AWK',
  Batchfile: 'Batch',
  Bicep: null,
  C: null,
  'C#': null,
  'C++': null,
  'Classic ASP': 'ASP',
  Clojure: null,
  CMake: null,
  COBOL: null,
  CoffeeScript: null,
  ColdFusion: null,
  'Common Lisp': null,
  Crystal: null,
  CSS: null,
  Cuda: 'CUDA',
  Cypher: null,
  Cython: null,
  D: null,
  Dart: null,
  DataWeave: null,
  EJS: null,
  Elixir: null,
  Elm: null,
  Erlang: null,
  'F#': null,
  Fortran: null,
  GDScript: null,
  Gherkin: null,
  GLSL: null,
  Go: null,
  Gradle: null,
  GraphQL: null,
  Groovy: null,
  Handlebars: null,
  Haskell: null,
  Haxe: null,
  HCL: null,
  HiveQL: null,
  HLSL: null,
  HTML: null,
  Java: null,
  'Java Server Pages': 'JSP',
  JavaScript: null,
  Jinja: null,
  JSON: null,
  Jsonnet: null,
  Julia: null,
  'Jupyter Notebook': 'Jupyter',
  Kotlin: null,
  Kusto: 'KQL',
  LabVIEW: null,
  Less: null,
  Liquid: null,
  LookML: null,
  Lua: null,
  Makefile: 'Make',
  Markdown: null,
  MATLAB: null,
  Mermaid: null,
  Mojo: null,
  Nim: null,
  Nix: null,
  'Objective-C': null,
  OCaml: null,
  OpenCL: null,
  'OpenEdge ABL': null,
  Pascal: null,
  Perl: null,
  PHP: null,
  PlantUML: null,
  PLpgSQL: 'PL/pgSQL',
  PLSQL: 'PL/SQL',
  PowerBuilder: null,
  'Power Query': null,
  PowerShell: null,
  Processing: null,
  Prolog: null,
  'Protocol Buffer': 'Protocol Buffers',
  Pug: null,
  Puppet: null,
  PureScript: null,
  Python: null,
  'Q#': null,
  QML: null,
  R: null,
  Reason: 'ReasonML',
  'Regular Expression': 'Expressions régulières',
  ReScript: null,
  RobotFramework: 'Robot Framework',
  RPGLE: 'RPG',
  Ruby: null,
  Rust: null,
  SAS: null,
  Sass: null,
  Scala: null,
  Scilab: null,
  Shell: null,
  Smalltalk: null,
  Smarty: null,
  Solidity: null,
  SPARQL: null,
  SQL: null,
  Stata: null,
  Stylus: null,
  Svelte: null,
  Swift: null,
  SystemVerilog: null,
  Tcl: null,
  TeX: 'LaTeX',
  Thrift: 'Apache Thrift',
  TOML: null,
  TSQL: 'T-SQL',
  Twig: null,
  TypeScript: null,
  VBA: null,
  VBScript: null,
  Verilog: null,
  VHDL: null,
  'Visual Basic .NET': 'VB.NET',
  'Visual Basic 6.0': 'VB6',
  Vue: 'Vue.js',
  WebAssembly: null,
  'Wolfram Language': 'Mathematica',
  XML: null,
  XQuery: null,
  XSLT: null,
  xBase: null,
  YAML: null,
  Zig: null,
};

/** Aliases an import gives a skill wrongly, by skill label. Curated aliases elsewhere take them over. */
export const DROPPED_IMPORTED_ALIASES: Record<string, string[]> = {
  // Linguist: `node` is the runtime (Node.js), not the language; `terraform`/`opentofu` are tools, not HCL.
  JavaScript: ['node'],
  HCL: ['terraform', 'opentofu'],
  // Linguist files Delphi under Pascal, Django templates under Jinja, Octave under MATLAB, Cucumber under
  // Gherkin, bash and zsh under Shell: each is a skill of its own here.
  Pascal: ['delphi', 'objectpascal'],
  Jinja: ['django', 'html+django', 'html+jinja', 'htmldjango'],
  MATLAB: ['octave'],
  Gherkin: ['cucumber'],
  Shell: ['bash', 'zsh', 'envrc'],
  PHP: ['inc', 'personal home page'],
  JSON: ['geojson', 'jsonl', 'sarif', 'topojson'],
  XML: ['rss', 'xsd', 'wsdl'],
  Python: ['rusthon'],
  Ruby: ['rake', 'rbx', 'macruby'],
  R: ['splus'],
  Nix: ['nixos'],
  VB6: ['visual basic'],
  'VB.NET': ['visual basic'],
  Mathematica: ['wl', 'mma'],
  'Common Lisp': ['lisp'],
  Make: ['mf'],
  // devicon: a bad copy (Jekyll's `jestjs`), another brand's name, or a letter pair meaning many things.
  Jekyll: ['jestjs'],
  'C#': ['cake', 'cakescript'],
  CoffeeScript: ['coffee'],
  Batch: ['bat'],
  'Progress OpenEdge': ['progress'],
  'Protocol Buffers': ['proto'],
  'Rocky Linux': ['rocky'],
  'Passport.js': ['passport'],
  'Doctrine ORM': ['doctrine'],
  'Apollo GraphQL': ['apollo'],
  Markdown: ['pandoc'],
  'SQL Server': ['msql'],
  Biome: ['rome'],
  Smalltalk: ['squeak'],
  Yii: ['yesitis'],
  Emacs: ['editingmacros'],
  Vim: ['viimproved'],
  Elixir: ['elexirlang'],
  Bazel: ['buildtoolbazel'],
  pnpm: ['performant npm'],
  HTMX: ['html ui framework'],
  gRPC: ['google remote procedure call'],
  tRPC: ['typescript remote procedure call'],
  Okta: ['okta developer'],
  Bash: ['bourneagainshell'],
  'Apache HTTP Server': ['the apache software foundation'],
  WebAssembly: ['wast'],
  Tcl: ['sdc', 'xdc'],
  ReasonML: ['reason'],
  Jenkins: ['hudson'],
  Delphi: ['embarcadero'],
  PowerShell: ['ps'],
  'Adobe After Effects': ['ae'],
  'Visual Studio': ['vs'],
};

/**
 * devicon entries by category. The label comes from DEVICON_LABELS, else from the simple-icons brand with
 * the same slug (its title is the brand's own spelling: `Node.js`, `PostgreSQL`).
 */
export const DEVICON_CATEGORIES: Partial<Record<Category, string>> = {
  languages:
    'apex awk bash c clojure clojurescript cobol coffeescript cplusplus crystal csharp css3 dart delphi elixir elm ' +
    'embeddedc erlang fortran fsharp go graphql groovy haskell haxe html5 java javascript json julia kotlin ' +
    'labview latex less lua matlab nim objectivec ocaml perl php powershell processing prolog purescript python r ' +
    'ruby rust sass scala solidity stylus swift tex typescript wasm wolfram xml yaml zig zsh markdown',
  frameworks:
    'adonisjs aframe akka alpinejs angular angularjs angularmaterial antdesign astro backbonejs blazor bootstrap bulma ' +
    'bun cakephp capacitor codeigniter denojs django djangorest dot-net dotnetcore dropwizard electron ember ' +
    'entityframeworkcore expo express fastapi fastify feathersjs flask flutter foundation framework7 gatsby ' +
    'grails hibernate htmx hugo inertiajs ionic jetpackcompose jhipster jquery ktor laminas laravel livewire ' +
    'magento materialui meteor nestjs nextjs nodejs nuxt nuxtjs phalcon phoenix primeng quarkus quasar qt qwik rails ' +
    'reactnative react reactbootstrap remix solidjs spring stenciljs svelte symfony tailwindcss tauri vaadin vertx ' +
    'vuejs vuetify xamarin yii zend unity unrealengine godot jekyll eleventy drupal wordpress typo3 ghost sanity knockout',
  libraries:
    'apollographql axios babylonjs chakraui chartjs d3js discordjs doctrine ecto framermotion grpc jasmine keras ' +
    'knexjs lodash matplotlib mobx mongoose ngrx networkx numpy opencv opengl openapi opencl pandas passport pixijs ' +
    'plotly prisma pytorch reactnavigation reactrouter redux rxjs scikitlearn sequelize socketio sqlalchemy ' +
    'styledcomponents swiper tensorflow mapbox threejs thymeleaf trpc vulkan web3js zustand handlebars pug nhibernate ' +
    'p5js storybook',
  databases:
    'aerospike cassandra clickhouse cosmosdb couchbase couchdb duckdb dynamodb elasticsearch firebird ' +
    'influxdb mariadb memcached microsoftsqlserver mongodb mysql neo4j oracle postgresql redis rocksdb sqlite ' +
    'supabase surrealdb vitess yugabytedb azuresqldatabase',
  cloud:
    'amazonwebservices appwrite azure cloudflare cloudflareworkers cloudrun digitalocean firebase googlecloud ' +
    'heroku netlify openstack scalingo vercel',
  devops:
    'ansible argocd azuredevops bamboo bitbucket circleci consul docker gitlab github githubactions git helm ' +
    'jenkins k3s kubernetes mercurial nomad packer podman portainer pulumi rancher subversion terraform travis ' +
    'vagrant vault nginx apache tomcat traefikproxy traefikmesh envoy harbor grafana prometheus datadog dynatrace ' +
    'newrelic sentry splunk kibana logstash beats jaegertracing opentelemetry rabbitmq apachekafka nats ' +
    'gradle maven npm yarn pnpm composer nuget webpack vitejs babel rollup bazel cmake gulp grunt sonarqube ' +
    'kubeflow uwsgi codecov pm2 poetry pypi homebrew',
  'data-ai': 'anaconda apacheairflow apachespark hadoop jupyter kaggle googlecolab streamlit rstudio spss stata ' + '',
  erp: 'salesforce woocommerce shopware',
  testing:
    'cucumber cypressio gatling jest junit k6 karma mocha playwright postman pytest rspec selenium vitest puppeteer protractor karatelabs browserstack',
  design: 'figma sketch xd photoshop illustrator inkscape gimp blender canva aftereffects premierepro',
  methods: 'unifiedmodelinglanguage',
  management: 'jira confluence trello notion',
  tools:
    'androidstudio clion datagrip dbeaver eclipse emacs goland intellij neovim phpstorm pycharm rider rubymine ' +
    'visualstudio vim vscode webstorm xcode eslint biome postcss swagger insomnia liquibase netbeans llvm nodered webflow algolia',
  systems:
    'linux ubuntu debian centos redhat fedora rockylinux opensuse archlinux kalilinux unix android ' +
    'raspberrypi arduino ros vsphere hyperv proxmox ssh',
  security: 'oauth okta',
  soft: '',
};

/** devicon entries left out: social sites, browsers, icon sets, brands that are not a skill, very rare tools. */
export const DEVICON_SKIPPED =
  'aarch64 almalinux ansys apl appcelerator artixlinux atom ballerina bevyengine behance bower cairo ' +
  'carbon ceylon chrome clarity codeac codepen contao corejs cpanel dataspell datatables detaspace devicon discloud ' +
  'dovecot dreamweaver dyalog facebook filamentphp filezilla firefox forgejo fusion gardener gazebo gcc gentoo ' +
  'gitbook gitkraken gitpod gitter glitch google harvester hardhat hoppscotch ie10 ifttt jamstack jeet jetbrains ' +
  'jiraalign jule k3os kaldi kdeneon krakenjs laraveljetstream leetcode libgdx linkedin linuxmint love2d ' +
  'materializecss maya minitab mithril modx monogame moleculer moodle msdos nano netbox ngrok nimble nixos ' +
  'nodemon nodewebkit norg npss ohmyzsh openal opera ory pfsense photonengine polygon ' +
  'processwire pulsar putty pyscript qodana qtest radstudio reach readthedocs rect reflex renpy replit rexx ' +
  'safari sdl sema shotgrid slack sourceengine sourcetree spack spicedb spyder sqldeveloper stackblitz ' +
  'stackoverflow sulu svgo talos teleport terramate thealgorithms threedsmax titaniumsdk tmux tortoisegit towergit ' +
  'racket gleam lumen railway apple fiber faunadb realm githubcodespaces mattermost turbo visualbasic twilio twitter v8 vala veevalidate vite vscodium vuestorefront vyper waku weblate webgpu windows11 ' +
  'windows8 yunohost';
