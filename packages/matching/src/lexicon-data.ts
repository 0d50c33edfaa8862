/**
 * Hand-written concepts of the innovation domain: [id, label, phrases separated by "|"]. A phrase
 * matches when its words (stemmed, stop words dropped) appear consecutively in a text. Keep each
 * concept narrow enough that two texts sharing it would interest each other; broad words
 * ("data", "digital") belong to no concept.
 */
export const CONCEPTS: readonly (readonly [string, string, string])[] = [
  // Energy
  [
    'storage',
    'energy storage',
    'energy storage|battery|batteries|battery storage|bess|accumulator|flow battery|lithium ion|second life battery|thermal storage|energy bank',
  ],
  [
    'flexibility',
    'grid flexibility',
    'grid flexibility|flexibility|demand response|peak shaving|peak load|peak loads|load balancing|balance the grid|balancing the grid|grid balancing|frequency regulation|ancillary services|virtual power plant|vpp|load shifting|shift loads|flexible loads|grid congestion|congestion management|move consumption|shift consumption|peak hours|peak demand|grid capacity|capacity limits|grid connection|grid reinforcement|reinforcements',
  ],
  [
    'grid',
    'power grid',
    'power grid|electricity grid|electrical grid|distribution grid|distribution network|transmission|substation|grid operator|dso|tso|smart grid|utility|utilities',
  ],
  [
    'heat',
    'heat recovery and district heating',
    'heat recovery|waste heat|excess heat|surplus heat|district heating|district cooling|heat pump|heat pumps|heating|thermal energy',
  ],
  [
    'solar',
    'solar power',
    'solar|photovoltaic|photovoltaics|pv|solar panel|solar panels|solar cells|solar park',
  ],
  [
    'wind',
    'wind power',
    'wind power|wind turbine|wind turbines|wind farm|offshore wind|onshore wind',
  ],
  [
    'hydrogen',
    'hydrogen',
    'hydrogen|electrolysis|electrolyser|electrolyzer|fuel cell|fuel cells|green hydrogen|efuels|electrofuels',
  ],
  [
    'ev',
    'electric vehicles and charging',
    'electric vehicle|electric vehicles|ev|evs|ev charging|charging station|charging stations|charger|chargers|charging infrastructure|charge point|e mobility|electrified fleet|fleet electrification|battery electric|electric trucks|electric buses|depot charging|electrify|electrification',
  ],
  [
    'efficiency',
    'energy efficiency',
    'energy efficiency|energy saving|energy savings|save energy|energy consumption|reduce consumption|energy optimisation|energy optimization|energy management',
  ],
  [
    'decarbonisation',
    'decarbonisation',
    'decarbonisation|decarbonization|decarbonise|decarbonize|net zero|carbon neutral|fossil free|fossil-free|low carbon|low-carbon|emission reduction|reduce emissions|cut emissions|co2 reduction|climate impact|carbon emissions|ghg emissions|greenhouse gas|fossil|fossil fuels|diesel|renewable fuels|biofuel|biofuels|biogas|biomethane|hvo',
  ],
  [
    'carbonaccounting',
    'carbon and ESG reporting',
    'carbon footprint|carbon accounting|emissions reporting|scope 3|scope three|esg|esg reporting|sustainability reporting|csrd|life cycle assessment|lca|climate reporting|environmental data|product footprint|emissions data|value chain emissions|purchased goods|supplier emissions|auditors',
  ],
  [
    'carboncapture',
    'carbon capture',
    'carbon capture|ccs|ccus|carbon removal|direct air capture|biochar|carbon sink|sequestration',
  ],
  // Mobility and logistics
  [
    'mobility',
    'mobility services',
    'mobility|mobility as a service|maas|ride sharing|ridesharing|car sharing|carsharing|micromobility|e scooter|e scooters|scooters|bike sharing|commuting|commuters|travel planning|journey planner|car free|car ownership|rural mobility|flexible travel',
  ],
  [
    'transit',
    'public transport',
    'public transport|public transportation|transit|buses|bus|trams|railway|rail|passengers|ticketing|rural buses|demand responsive|county transport',
  ],
  [
    'autonomous',
    'autonomous vehicles',
    'autonomous|self driving|driverless|autonomous vehicles|autonomous driving|adas|lidar',
  ],
  [
    'logistics',
    'logistics and freight',
    'logistics|freight|shipping|transport planning|route planning|route optimisation|route optimization|fleet management|fleet|trucks|trucking|haulage|last mile|delivery|deliveries|parcel|parcels|courier|supply chain|supply chains|haulier|hauliers|road freight|road transport|freight transport',
  ],
  [
    'warehouse',
    'warehouse automation',
    'warehouse|warehouses|warehousing|picking|order picking|sorting|intralogistics|fulfilment|fulfillment|inventory',
  ],
  [
    'maritime',
    'maritime and ports',
    'maritime|port|ports|harbour|harbor|vessel|vessels|ship|ships|shipping|ferry|ferries|marine|offshore|berth|berths|anchor|port call|port calls|terminal|terminals',
  ],
  ['drones', 'drones', 'drone|drones|uav|uavs|unmanned aerial|aerial inspection'],
  // Industry
  [
    'robotics',
    'robotics and automation',
    'robot|robots|robotic|robotics|cobot|cobots|automation|automate|automated|automating|autonomous robots|robot arm',
  ],
  [
    'vision',
    'computer vision',
    'computer vision|machine vision|image recognition|image analysis|visual inspection|cameras|camera|video analytics|object detection|image processing',
  ],
  [
    'maintenance',
    'predictive maintenance',
    'predictive maintenance|condition monitoring|condition based maintenance|failure prediction|predict failures|unplanned downtime|downtime|vibration analysis|asset health|anomaly detection|maintenance|breakdown|breakdowns|failure|failures|upkeep|wear|bearing|bearings|unplanned stops|equipment failure|reliability',
  ],
  [
    'manufacturing',
    'manufacturing',
    'manufacturing|factory|factories|production line|production lines|shop floor|smart factory|assembly|machining|manufacturers|smart manufacturing',
  ],
  [
    'quality',
    'quality control',
    'quality control|quality inspection|quality assurance|defect detection|defects|defect|inspection|inspections|non destructive testing|scrap rate',
  ],
  [
    'twin',
    'digital twins and simulation',
    'digital twin|digital twins|simulation|simulations|virtual model|3d model|3d models|bim|building information model',
  ],
  [
    'iot',
    'IoT and sensors',
    'iot|internet of things|sensor|sensors|sensing|connected devices|telemetry|wireless sensors|lorawan|edge devices|edge computing|monitoring devices|low power|devices in the field|iot network|nb iot|lte m',
  ],
  ['additive', '3D printing', '3d printing|additive manufacturing|3d printed|printing'],
  [
    'mining',
    'mining and minerals',
    'mining|mine|mines|mineral|minerals|tailings|ore|metals|steel|steelmaking|metallurgy',
  ],
  [
    'chemicals',
    'chemistry and process industry',
    'chemical|chemicals|chemistry|process industry|catalyst|catalysis|refinery|pulp|paper mill',
  ],
  // Materials, circularity, construction
  [
    'circular',
    'circular economy',
    'circular|circular economy|circularity|recycling|recycle|recycled|reuse|reused|upcycling|remanufacturing|refurbishing|refurbished|second hand|secondhand|take back|waste|waste streams|byproducts|resale|repair',
  ],
  [
    'materials',
    'sustainable materials',
    'materials|material|bio based|biobased|bioplastic|bioplastics|biocomposite|composites|fibre|fiber|cellulose|lignin|textile|textiles|packaging',
  ],
  [
    'concrete',
    'low-carbon building materials',
    'concrete|cement|green concrete|low carbon concrete|building materials|construction materials|timber|wood construction|cross laminated timber|clt|insulation|embodied carbon|climate declaration|steel|reuse of building components',
  ],
  [
    'construction',
    'construction',
    'construction|construction site|construction sites|building|buildings|contractor|contractors|infrastructure|renovation|renovations|civil engineering|builders',
  ],
  [
    'realestate',
    'real estate and facilities',
    'real estate|property|properties|facility management|facilities|landlord|landlords|tenants|tenant|office buildings|housing|apartments|property owners|smart building|smart buildings|residential|apartment blocks|rental|rent',
  ],
  [
    'indoor',
    'indoor climate',
    'indoor climate|indoor air|air quality|hvac|ventilation|cooling|thermal comfort',
  ],
  [
    'water',
    'water',
    'water|wastewater|waste water|water treatment|drinking water|water leaks|leakage|leak detection|stormwater|sewage|pipes|water utility|non revenue water|water losses|burst|bursts|mains|water network',
  ],
  // Health
  [
    'health',
    'healthcare',
    'healthcare|health care|hospital|hospitals|clinic|clinics|clinical|patient|patients|care|caregivers|physicians|doctors|nurses|primary care|regions health',
  ],
  [
    'diagnostics',
    'diagnostics',
    'diagnostics|diagnostic|diagnosis|diagnose|screening|early detection|biomarker|biomarkers|point of care|lab test|assay|lab tests|home test|home tests|rapid test|rapid tests|self testing|self test|home testing|sample at home|samples|sample|lab results|test results',
  ],
  [
    'remotecare',
    'remote and home care',
    'remote monitoring|remote patient monitoring|home care|homecare|telemedicine|telehealth|virtual care|digital health|elderly care|elderly|seniors|ageing|aging|independent living|wearable|wearables',
  ],
  [
    'mental',
    'mental health',
    'mental health|wellbeing|stress|burnout|anxiety|depression|therapy|mindfulness|sleep',
  ],
  [
    'pharma',
    'drug development',
    'drug|drugs|drug discovery|pharma|pharmaceutical|pharmaceuticals|clinical trials|clinical trial|therapeutics|molecule|molecules|antibiotics|vaccine|vaccines',
  ],
  [
    'medtech',
    'medical devices',
    'medical device|medical devices|medtech|surgical|surgery|implant|implants|imaging|ultrasound|radiology|mri',
  ],
  [
    'clinicaladmin',
    'clinical documentation and administration',
    'documentation|medical records|medical record|health records|patient records|journal|charting|paperwork|administrative burden|administration|clinical notes|dictation|coordination of care|care coordination',
  ],
  // Finance
  [
    'payments',
    'payments and invoicing',
    'payment|payments|pay|invoice|invoices|invoicing|billing|checkout|accounts payable|accounts receivable|transactions|transaction',
  ],
  [
    'lending',
    'credit and financing',
    'credit|lending|loan|loans|financing|finance|working capital|cash flow|cashflow|liquidity|factoring|credit scoring|credit risk|underwriting',
  ],
  [
    'compliance',
    'compliance and fraud prevention',
    'compliance|regulatory|regtech|kyc|know your customer|aml|anti money laundering|money laundering|fraud|fraud detection|fraud prevention|identity verification|sanctions screening|audit|beneficial owner|beneficial owners|due diligence|pep screening|regulatory requirements',
  ],
  [
    'insurance',
    'insurance',
    'insurance|insurer|insurers|insurtech|claims|claims handling|underwriting|policyholders|damage|water damage|policyholder|loss prevention',
  ],
  [
    'banking',
    'banking and investing',
    'bank|banks|banking|savings|investing|investment|investments|wealth|pension|pensions|accounting|bookkeeping|financial planning|budgeting',
  ],
  [
    'sme',
    'small businesses',
    'sme|smes|small businesses|small business|small and medium sized|small and medium|micro businesses|freelancers|entrepreneurs',
  ],
  // Digital
  [
    'ai',
    'AI and machine learning',
    'ai|artificial intelligence|machine learning|ml|deep learning|neural network|neural networks|predictive model|predictive models|predictive analytics|data driven|algorithms|intelligent',
  ],
  [
    'language',
    'language AI and chatbots',
    'nlp|natural language|natural language processing|language model|language models|llm|llms|generative ai|chatbot|chatbots|conversational|virtual assistant|speech recognition|text analysis|transcription|gpt',
  ],
  [
    'cyber',
    'cybersecurity',
    'cybersecurity|cyber security|cyber|threat|threats|intrusion|vulnerability|vulnerabilities|phishing|ransomware|attack|attacks|zero trust|penetration testing|encryption|information security|security operations|soc',
  ],
  [
    'identity',
    'digital identity',
    'identity|identities|authentication|login|eid|digital id|bankid|access control|passwordless',
  ],
  [
    'analytics',
    'data analytics',
    'analytics|dashboard|dashboards|business intelligence|insights|visualisation|visualization|reporting tool|data platform|big data',
  ],
  [
    'cloud',
    'cloud and software infrastructure',
    'cloud|saas|api|apis|integration|integrations|software platform|open source|data centre|data center|data centres|data centers|servers',
  ],
  [
    'telecom',
    'telecom and connectivity',
    'telecom|telecommunications|5g|connectivity|mobile network|wireless|antenna|antennas|satellite connectivity|private networks',
  ],
  [
    'blockchain',
    'blockchain',
    'blockchain|distributed ledger|smart contracts|tokenisation|tokenization|crypto|web3',
  ],
  [
    'traceability',
    'traceability',
    'traceability|traceable|provenance|track and trace|tracing|digital product passport|product passport|chain of custody|asset tracking',
  ],
  ['xr', 'AR/VR', 'augmented reality|virtual reality|ar|vr|xr|mixed reality|metaverse|immersive'],
  [
    'space',
    'space and earth observation',
    'space|satellite|satellites|earth observation|remote sensing|satellite imagery|aerospace',
  ],
  ['quantum', 'quantum', 'quantum|quantum computing|quantum sensing'],
  // Food, land, water
  [
    'food',
    'food',
    'food|foods|food production|food industry|ingredients|ingredient|meals|restaurant|restaurants|kitchen|kitchens|grocery|groceries|beverage|beverages|dairy|bakery',
  ],
  [
    'foodwaste',
    'food waste',
    'food waste|food loss|surplus food|shelf life|expiry|spoilage|leftovers|unsold food|discard|discarded|discards|thrown away|throw away|date labels|surplus|overproduction',
  ],
  [
    'protein',
    'alternative protein',
    'alternative protein|alternative proteins|plant based|plant-based|meat substitute|meat alternatives|insect protein|insects|cultivated meat|fermentation|precision fermentation|mycoprotein|oat|pea protein|algae|dairy alternatives|non dairy|oat drink|oat drinks|plant based drinks|plant based foods|new proteins',
  ],
  [
    'agriculture',
    'agriculture',
    'agriculture|agricultural|farming|farm|farms|farmers|crop|crops|harvest|soil|greenhouse|greenhouses|vertical farming|livestock|dairy farms|agtech|precision agriculture|aquaculture|fish farming',
  ],
  [
    'forestry',
    'forestry and wood',
    'forest|forests|forestry|forest owners|timber|wood|wooden|sawmill|logging|biomass|trees',
  ],
  [
    'biodiversity',
    'nature and biodiversity',
    'biodiversity|ecosystem|ecosystems|nature|wildlife|pollinators|habitat|rewilding',
  ],
  // Society
  [
    'public',
    'public sector',
    'public sector|municipality|municipalities|municipal|city|cities|government|governments|agency|agencies|authorities|authority|citizens|citizen|public services|county|govtech|civic|residents|resident|e services|e-services|errands|case handling|case officers|municipal services',
  ],
  [
    'smartcity',
    'smart cities',
    'smart city|smart cities|urban|urban planning|street lighting|traffic|parking|city planning|waste collection',
  ],
  [
    'education',
    'education and training',
    'education|edtech|learning|elearning|school|schools|students|student|teachers|training|upskilling|reskilling|courses|skills|competence|competence development|recruit and train|upskill|vocational',
  ],
  [
    'workforce',
    'workforce and HR',
    'recruitment|recruiting|hiring|hr|human resources|employees|employee|staff|workforce|workplace|onboarding|talent|shift planning|scheduling staff|retain|retention|labour shortage|skills shortage|operators and technicians',
  ],
  [
    'safety',
    'workplace safety',
    'safety|occupational safety|workplace safety|accidents|accident|injuries|injury|hazard|hazards|lone worker|ppe',
  ],
  [
    'retail',
    'retail and e-commerce',
    'retail|retailer|retailers|store|stores|shop|shops|e commerce|ecommerce|online shopping|consumers|consumer|shoppers|brands|fashion|apparel',
  ],
  [
    'media',
    'media and gaming',
    'media|gaming|games|game|video|streaming|publishers|advertising|marketing',
  ],
  [
    'accessibility',
    'accessibility and inclusion',
    'accessibility|accessible|disabilities|disability|inclusion|inclusive|visually impaired|hearing impaired|diversity',
  ],
  [
    'defence',
    'defence and security',
    'defence|defense|military|armed forces|crisis preparedness|emergency|emergencies|resilience|surveillance|first responders',
  ],
];
