/**
 * Demo catalogue: eight vendors, one in each browse country, each with one trade that its goods, categories and
 * application describe (agro exports, cocoa cooperative, machinery, tea and crafts, argan and leather, cotton mills,
 * minerals, electronics assembly), across the nine categories.
 */
import type { BUSINESS_TYPES } from '@app/shared/constants';

export interface DemoVendorProfile {
  businessType: (typeof BUSINESS_TYPES)[number];
  city: string;
  yearEstablished: number;
  description: string;
  primaryProducts: string;
  exportExperience: string;
  certifications: string;
  phone: string;
  address: string;
}

export interface DemoVendor {
  key: string;
  email: string;
  name: [string, string];
  company: string;
  country: string;
  /** Verified vendors have an approved application; the others one awaiting review (in the admin queue). */
  verified: boolean;
  profile: DemoVendorProfile;
}

export interface DemoProduct {
  vendor: string;
  name: string;
  category: string;
  description: string;
  price: string;
  currency: string;
  minOrder: number;
  unit: string;
  stock: number | null;
  origin: string;
  specifications: string;
  certifications: string;
  weight: string;
  dimensions: string;
  leadTime: number;
  paymentTerms: string;
  tags: string[];
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    key: 'ng', email: 'vendor.lagos@demo.afribridge.test', name: ['Chidi', 'Okonkwo'], company: 'Okonkwo Agro Exports', country: 'Nigeria', verified: true,
    profile: { businessType: 'Exporter', city: 'Lagos', yearEstablished: 2009, description: 'Agricultural commodity exporter: we buy from farmer groups in the north and middle belt, clean, grade and bag in our Ikeja warehouse, and ship FOB Apapa.', primaryProducts: 'Sesame seeds, dried ginger, raw cashew nuts, hibiscus flowers, moringa powder, cassava flour', exportExperience: 'Regular shipments to Turkey, China, India and the EU since 2012.', certifications: 'NEPC registered exporter, NAFDAC', phone: '+234 803 555 0142', address: '14 Oba Akran Avenue, Ikeja, Lagos' },
  },
  {
    key: 'gh', email: 'vendor@demo.afribridge.test', name: ['Kwame', 'Mensah'], company: 'Mensah Cocoa Cooperative', country: 'Ghana', verified: true,
    profile: { businessType: 'Cooperative', city: 'Kumasi', yearEstablished: 1998, description: 'Farmer cooperative of the Ashanti Region: main-crop cocoa from 1,200 member farms, kente from the Bonwire weavers group, and shea butter made by our partner women group in Tamale.', primaryProducts: 'Cocoa beans, natural cocoa butter, kente cloth, raw shea butter', exportExperience: 'Cocoa through COCOBOD licensed buyers; kente and shea direct to retailers in the UK and US.', certifications: 'Fairtrade, Rainforest Alliance', phone: '+233 24 555 0199', address: 'Plot 7, Adum Road, Kumasi, Ashanti Region' },
  },
  {
    key: 'za', email: 'vendor.cape@demo.afribridge.test', name: ['Thandiwe', 'Nkosi'], company: 'Cape Machinery Works', country: 'South Africa', verified: true,
    profile: { businessType: 'Manufacturer', city: 'Johannesburg', yearEstablished: 1987, description: 'Steel fabrication works building agro-processing machines for African farms and small mills, plus roll-formed roofing and block presses for builders.', primaryProducts: 'Cassava graters, palm oil presses, cocoa roasters, drip irrigation kits, IBR roofing sheets, earth block presses', exportExperience: 'Machines installed in 14 African countries; SADC and ECOWAS shipments every month.', certifications: 'SABS, ISO 9001', phone: '+27 11 555 0163', address: '22 Main Reef Road, Denver, Johannesburg' },
  },
  {
    key: 'ke', email: 'vendor.nairobi@demo.afribridge.test', name: ['Wanjiru', 'Kamau'], company: 'Rift Valley Tea & Crafts', country: 'Kenya', verified: false,
    profile: { businessType: 'Cooperative', city: 'Nairobi', yearEstablished: 2014, description: 'Smallholder tea growers of the Nandi Hills and a network of artisan groups: Maasai beadwork from Kajiado, Kisii soapstone carving and sisal weaving from Machakos.', primaryProducts: 'Purple tea, CTC black tea, beaded jewellery, soapstone carvings, sisal baskets', exportExperience: 'Tea through the Mombasa auction; crafts to fair-trade shops in Germany and the US.', certifications: 'Rainforest Alliance, WFTO member', phone: '+254 722 555 014', address: 'Westlands Business Centre, Ring Road, Nairobi' },
  },
  {
    key: 'ma', email: 'vendor.fes@demo.afribridge.test', name: ['Youssef', 'El Amrani'], company: 'Atlas Argan & Leather', country: 'Morocco', verified: true,
    profile: { businessType: 'Manufacturer', city: 'Fes', yearEstablished: 2006, description: 'Argan oil pressed by women cooperatives of the Souss valley, and leather, wool and ceramic goods made by Fes artisans in our medina workshops.', primaryProducts: 'Culinary and cosmetic argan oil, leather babouches, Beni Ourain rugs, painted ceramics', exportExperience: 'Wholesale to spas, delis and interior shops across the EU and the Gulf.', certifications: 'ECOCERT, IGP Argane', phone: '+212 661 555 018', address: '9 Derb Chouara, Fes Medina' },
  },
  {
    key: 'eg', email: 'vendor.cairo@demo.afribridge.test', name: ['Nour', 'Hassan'], company: 'Nile Cotton Mills', country: 'Egypt', verified: false,
    profile: { businessType: 'Manufacturer', city: 'Cairo', yearEstablished: 1979, description: 'Vertical cotton mill: we spin Giza extra-long staple cotton and weave and finish it into bed linen, towels and canvas in our 10th of Ramadan City plant.', primaryProducts: 'Giza cotton yarn, percale bed sheets, terry towels, cotton canvas', exportExperience: 'Private-label linen for hotel groups and retailers in Europe since 1995.', certifications: 'Cotton Egypt Association, OEKO-TEX Standard 100', phone: '+20 2 2555 0177', address: 'Industrial Zone A1, 10th of Ramadan City, Sharqia' },
  },
  {
    key: 'tz', email: 'vendor.arusha@demo.afribridge.test', name: ['Baraka', 'Mushi'], company: 'Tanzanite Minerals Co.', country: 'Tanzania', verified: true,
    profile: { businessType: 'Trading Company', city: 'Arusha', yearEstablished: 2011, description: 'Licensed mineral dealer: gemstones from Mererani, tin from Kagera, graphite from Mahenge and rock phosphate from Minjingu, each lot with its export permit and assay.', primaryProducts: 'Rough tanzanite, cassiterite, flake graphite, rock phosphate', exportExperience: 'Gem lots to Jaipur and Bangkok; bulk minerals through Dar es Salaam port.', certifications: 'TMAA export permits, Mining Commission dealer licence', phone: '+255 754 555 021', address: 'Themi Industrial Area, Arusha' },
  },
  {
    key: 'ug', email: 'vendor.kampala@demo.afribridge.test', name: ['Grace', 'Nakato'], company: 'Pearl Tech Assembly', country: 'Uganda', verified: false,
    profile: { businessType: 'Manufacturer', city: 'Kampala', yearEstablished: 2017, description: 'Electronics assembly plant in Namanve: solar home kits, lithium battery packs, prepaid meters and rugged tablets, tested and packed in Kampala.', primaryProducts: 'Solar lighting kits, LiFePO4 inverter batteries, prepaid electricity meters, school tablets', exportExperience: 'Supplies utilities and NGOs in East Africa and the DRC.', certifications: 'UNBS, CE, Lighting Global', phone: '+256 772 555 031', address: 'Plot 45, Namanve Industrial Park, Kampala' },
  },
];

const p = (x: DemoProduct) => x;

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Okonkwo Agro Exports (Nigeria): agricultural commodities
  p({ vendor: 'ng', name: 'Sesame Seeds, Hulled White', category: 'agriculture-farming', description: 'Machine-cleaned hulled sesame from Jigawa and Nasarawa, 99.9% purity.', price: '1650.00', currency: 'USD', minOrder: 20, unit: 'MT', stock: 400, origin: 'Nigeria', specifications: 'Purity 99.9%, FFA < 2%', certifications: 'SGS inspected', weight: '1000', dimensions: '120x100x100', leadTime: 18, paymentTerms: 'letter-of-credit', tags: ['sesame', 'seeds', 'oilseed'] }),
  p({ vendor: 'ng', name: 'Dried Split Ginger', category: 'agriculture-farming', description: 'Kaduna yellow ginger, washed, split and sun dried. Strong pungency, low fibre.', price: '2.80', currency: 'USD', minOrder: 1000, unit: 'KG', stock: 40000, origin: 'Nigeria', specifications: 'Moisture < 12%, oil content 2.5%', certifications: 'SGS inspected', weight: '50', dimensions: '90x60x30', leadTime: 18, paymentTerms: '50-50', tags: ['ginger', 'spice', 'dried'] }),
  p({ vendor: 'ng', name: 'Raw Cashew Nuts (In Shell)', category: 'agriculture-farming', description: 'Raw cashew nuts from Oyo and Kogi farms, dried and bagged in jute. Nut count under 200 per kg.', price: '1450.00', currency: 'USD', minOrder: 10, unit: 'MT', stock: 300, origin: 'Nigeria', specifications: 'Outturn 48 lbs, moisture < 10%', certifications: 'SGS inspected', weight: '1000', dimensions: '120x100x100', leadTime: 21, paymentTerms: 'letter-of-credit', tags: ['cashew', 'nuts', 'raw'] }),
  p({ vendor: 'ng', name: 'Organic Moringa Leaf Powder', category: 'raw-food-health', description: 'Shade-dried moringa oleifera leaves milled to 80 mesh. Bright green, high protein.', price: '9.80', currency: 'USD', minOrder: 100, unit: 'KG', stock: 2500, origin: 'Nigeria', specifications: '80 mesh, protein > 25%', certifications: 'EU Organic, NAFDAC', weight: '20', dimensions: '50x35x30', leadTime: 14, paymentTerms: '50-50', tags: ['moringa', 'superfood', 'powder'] }),
  p({ vendor: 'ng', name: 'Dried Hibiscus Flowers (Zobo)', category: 'raw-food-health', description: 'Whole red calyces from Kano and Jigawa, sun dried, cleaned and sorted. For infusions, extracts and natural colour.', price: '3.90', currency: 'USD', minOrder: 500, unit: 'KG', stock: null, origin: 'Nigeria', specifications: 'Whole, admixture < 1%, moisture < 10%', certifications: 'NAFDAC', weight: '25', dimensions: '80x50x40', leadTime: 15, paymentTerms: 'letter-of-credit', tags: ['hibiscus', 'zobo', 'herbal'] }),
  p({ vendor: 'ng', name: 'High Quality Cassava Flour', category: 'raw-food-health', description: 'Odourless, gluten-free cassava flour milled from fresh roots within 24 hours of harvest.', price: '1450', currency: 'NGN', minOrder: 1000, unit: 'KG', stock: 50000, origin: 'Nigeria', specifications: '150 micron, moisture < 12%, cyanide < 10 ppm', certifications: 'NAFDAC, SON', weight: '50', dimensions: '80x50x20', leadTime: 12, paymentTerms: 'escrow', tags: ['cassava', 'flour', 'gluten-free'] }),
  // Mensah Cocoa Cooperative (Ghana): cocoa, kente and shea from its members and partner groups
  p({ vendor: 'gh', name: 'Premium Ghana Cocoa Beans', category: 'agriculture-farming', description: 'Main-crop fermented cocoa beans, sun dried, from Ashanti smallholder farms.', price: '2450.00', currency: 'USD', minOrder: 5, unit: 'MT', stock: 120, origin: 'Ghana', specifications: 'Bean count 100/100 g, moisture < 7.5%', certifications: 'Fairtrade, Rainforest Alliance', weight: '1000', dimensions: '120x100x90', leadTime: 21, paymentTerms: 'letter-of-credit', tags: ['cocoa', 'beans', 'fairtrade'] }),
  p({ vendor: 'gh', name: 'Natural Cocoa Butter', category: 'raw-food-health', description: 'Prime pressed cocoa butter from our members beans, for chocolate makers and cosmetics.', price: '8.40', currency: 'USD', minOrder: 200, unit: 'KG', stock: 6000, origin: 'Ghana', specifications: 'FFA < 1.75%, melting point 31-35 °C, 25 kg cartons', certifications: 'Fairtrade', weight: '25', dimensions: '40x30x30', leadTime: 14, paymentTerms: '50-50', tags: ['cocoa butter', 'chocolate', 'cosmetics'] }),
  p({ vendor: 'gh', name: 'Raw Unrefined Shea Butter', category: 'fashion-beauty', description: 'Grade A shea butter hand-crafted by our partner women group in Tamale. Ivory colour, nutty scent.', price: '6.50', currency: 'USD', minOrder: 200, unit: 'KG', stock: 8000, origin: 'Ghana', specifications: 'Grade A, FFA < 1%', certifications: 'Fairtrade', weight: '25', dimensions: '45x35x30', leadTime: 7, paymentTerms: 'escrow', tags: ['shea', 'butter', 'cosmetics'] }),
  p({ vendor: 'gh', name: 'Handwoven Kente Cloth', category: 'textiles-clothing', description: 'Bonwire kente, strip-woven by the master weavers of our weavers group. Silk and rayon blends, traditional patterns.', price: '180.00', currency: 'USD', minOrder: 5, unit: 'Yards', stock: null, origin: 'Ghana', specifications: '12-strip, 4 in wide strips', certifications: '', weight: '1.5', dimensions: '40x30x10', leadTime: 30, paymentTerms: '50-50', tags: ['kente', 'handwoven', 'fabric'] }),
  // Cape Machinery Works (South Africa): agro-processing machines and building products from its steel works
  p({ vendor: 'za', name: 'Cassava Grating Machine', category: 'machinery-equipment', description: 'Stainless-steel cassava grater, 1 t/h, diesel or electric drive, built in Johannesburg.', price: '2100.00', currency: 'USD', minOrder: 1, unit: 'Pieces', stock: 25, origin: 'South Africa', specifications: '1 t/h, 7.5 kW', certifications: 'SABS', weight: '180', dimensions: '150x80x120', leadTime: 30, paymentTerms: '50-50', tags: ['cassava', 'processing', 'agro machinery'] }),
  p({ vendor: 'za', name: 'Palm Oil Screw Press', category: 'machinery-equipment', description: 'Twin-screw palm fruit press for small mills, fabricated in our Johannesburg works.', price: '3400.00', currency: 'USD', minOrder: 1, unit: 'Pieces', stock: 15, origin: 'South Africa', specifications: '2 t FFB/h, 15 kW', certifications: 'SABS', weight: '650', dimensions: '220x110x160', leadTime: 35, paymentTerms: '30-70', tags: ['palm oil', 'press', 'mill'] }),
  p({ vendor: 'za', name: 'Cocoa Bean Roaster 50 kg', category: 'machinery-equipment', description: 'Drum roaster for craft chocolate makers, gas fired with temperature control, built in Johannesburg.', price: '5200.00', currency: 'USD', minOrder: 1, unit: 'Pieces', stock: 8, origin: 'South Africa', specifications: '50 kg batch, LPG burner', certifications: 'CE, SABS', weight: '420', dimensions: '180x100x170', leadTime: 45, paymentTerms: '50-50', tags: ['roaster', 'cocoa', 'chocolate'] }),
  p({ vendor: 'za', name: 'Drip Irrigation Kits (1 Hectare)', category: 'machinery-equipment', description: 'Complete drip kit: filters, mains, laterals, emitters and fittings for one hectare, packed in Johannesburg.', price: '950.00', currency: 'USD', minOrder: 5, unit: 'Boxes', stock: 300, origin: 'South Africa', specifications: '16 mm laterals, 2 L/h emitters', certifications: 'ISO 9261, SABS', weight: '120', dimensions: '120x80x80', leadTime: 21, paymentTerms: 'escrow', tags: ['irrigation', 'drip', 'farming'] }),
  p({ vendor: 'za', name: 'Steel Roofing Sheets IBR', category: 'building-construction', description: 'Galvanised IBR profile roofing sheets, 0.5 mm, roll-formed and cut to length.', price: '8.90', currency: 'USD', minOrder: 500, unit: 'Pieces', stock: 20000, origin: 'South Africa', specifications: 'Z275, 0.5 mm, 686 mm cover', certifications: 'SABS', weight: '12', dimensions: '600x69x3', leadTime: 14, paymentTerms: '50-50', tags: ['roofing', 'steel', 'ibr'] }),
  p({ vendor: 'za', name: 'Compressed Earth Blocks Machine', category: 'building-construction', description: 'Manual interlocking block press: build with stabilised local soil, no firing. Made in our Johannesburg works.', price: '1700.00', currency: 'USD', minOrder: 1, unit: 'Pieces', stock: 20, origin: 'South Africa', specifications: '300x150x100 mm blocks, 1200 per day', certifications: 'SABS', weight: '350', dimensions: '120x80x140', leadTime: 20, paymentTerms: 'escrow', tags: ['blocks', 'earth', 'construction'] }),
  // Rift Valley Tea & Crafts (Kenya): tea growers and artisan groups
  p({ vendor: 'ke', name: 'Kenyan Purple Tea, Loose Leaf', category: 'raw-food-health', description: 'High-altitude purple tea from Nandi Hills, rich in anthocyanins. Hand-plucked, orthodox processed.', price: '18.50', currency: 'USD', minOrder: 50, unit: 'KG', stock: 4000, origin: 'Kenya', specifications: 'Moisture < 3%, grade FOP', certifications: 'Rainforest Alliance', weight: '25', dimensions: '60x40x40', leadTime: 10, paymentTerms: 'escrow', tags: ['tea', 'purple tea', 'organic'] }),
  p({ vendor: 'ke', name: 'Kenyan CTC Black Tea (BP1)', category: 'agriculture-farming', description: 'Crush-tear-curl black tea from Nandi Hills smallholders: bright, brisk liquor for blends and tea bags.', price: '3.20', currency: 'USD', minOrder: 500, unit: 'KG', stock: 30000, origin: 'Kenya', specifications: 'Grade BP1, moisture < 6%', certifications: 'Rainforest Alliance', weight: '60', dimensions: '90x60x40', leadTime: 14, paymentTerms: 'escrow', tags: ['tea', 'black tea', 'ctc'] }),
  p({ vendor: 'ke', name: 'Maasai Beaded Jewellery Sets', category: 'fashion-beauty', description: 'Necklace and bracelet sets beaded by Maasai artisans in Kajiado. Mixed colourways.', price: '1450.00', currency: 'KES', minOrder: 50, unit: 'Pieces', stock: 600, origin: 'Kenya', specifications: 'Glass beads, leather ties', certifications: 'WFTO member', weight: '0.2', dimensions: '20x15x3', leadTime: 18, paymentTerms: 'escrow', tags: ['beads', 'jewellery', 'maasai'] }),
  p({ vendor: 'ke', name: 'Kisii Soapstone Carvings', category: 'visual-arts-crafts', description: 'Hand-carved soapstone bowls and animal figures from Tabaka artisans, polished finish.', price: '12.00', currency: 'USD', minOrder: 40, unit: 'Pieces', stock: 800, origin: 'Kenya', specifications: 'Assorted 10-25 cm', certifications: '', weight: '0.8', dimensions: '25x20x15', leadTime: 20, paymentTerms: 'escrow', tags: ['soapstone', 'carving', 'decor'] }),
  p({ vendor: 'ke', name: 'Machakos Sisal Baskets (Kiondo)', category: 'visual-arts-crafts', description: 'Hand-woven sisal kiondo baskets with leather straps, coloured with natural dyes by Machakos weaving groups.', price: '9.50', currency: 'USD', minOrder: 30, unit: 'Pieces', stock: 900, origin: 'Kenya', specifications: 'Diameter 30-35 cm, leather handles', certifications: 'WFTO member', weight: '0.5', dimensions: '35x35x30', leadTime: 21, paymentTerms: 'escrow', tags: ['sisal', 'basket', 'handmade'] }),
  // Atlas Argan & Leather (Morocco): argan cooperatives and Fes workshops
  p({ vendor: 'ma', name: 'Cold-Pressed Argan Oil (Culinary)', category: 'raw-food-health', description: 'Toasted-kernel culinary argan oil from women-run cooperatives in the Souss valley.', price: '34.00', currency: 'EUR', minOrder: 20, unit: 'Liters', stock: 900, origin: 'Morocco', specifications: 'Acidity < 0.8%, 1 L tins', certifications: 'ECOCERT, IGP Argane', weight: '1', dimensions: '10x10x25', leadTime: 12, paymentTerms: 'advance', tags: ['argan', 'oil', 'cooperative'] }),
  p({ vendor: 'ma', name: 'Cosmetic Argan Oil, Deodorised', category: 'fashion-beauty', description: 'Cold-pressed from raw kernels and deodorised for skin and hair care. Bulk 5 L drums.', price: '29.00', currency: 'EUR', minOrder: 10, unit: 'Liters', stock: 1200, origin: 'Morocco', specifications: 'Acidity < 0.4%, 5 L HDPE drums', certifications: 'ECOCERT, IGP Argane', weight: '5', dimensions: '20x20x30', leadTime: 10, paymentTerms: 'advance', tags: ['argan', 'cosmetics', 'oil'] }),
  p({ vendor: 'ma', name: 'Handmade Leather Babouche Slippers', category: 'fashion-beauty', description: 'Vegetable-tanned goat leather slippers from Fes tanneries, assorted colours.', price: '120.00', currency: 'EUR', minOrder: 100, unit: 'Pieces', stock: 1500, origin: 'Morocco', specifications: 'Sizes 36-46, leather sole', certifications: '', weight: '0.4', dimensions: '30x12x10', leadTime: 21, paymentTerms: '30-70', tags: ['leather', 'slippers', 'handmade'] }),
  p({ vendor: 'ma', name: 'Berber Wool Rugs (Beni Ourain)', category: 'textiles-clothing', description: 'Hand-knotted Beni Ourain rugs in natural ivory wool with black diamond motifs.', price: '390.00', currency: 'EUR', minOrder: 4, unit: 'Pieces', stock: 60, origin: 'Morocco', specifications: '200x300 cm, pile 2 cm', certifications: '', weight: '18', dimensions: '100x40x40', leadTime: 35, paymentTerms: '30-70', tags: ['rug', 'wool', 'berber'] }),
  p({ vendor: 'ma', name: 'Hand-Painted Fes Ceramic Bowls', category: 'visual-arts-crafts', description: 'Fes blue and polychrome bowls, thrown and hand painted in our medina workshop. Food-safe glaze.', price: '14.00', currency: 'USD', minOrder: 24, unit: 'Pieces', stock: 1000, origin: 'Morocco', specifications: 'Diameters 15, 20 and 25 cm, lead-free glaze', certifications: '', weight: '0.9', dimensions: '30x30x15', leadTime: 25, paymentTerms: '30-70', tags: ['ceramics', 'pottery', 'fes'] }),
  // Nile Cotton Mills (Egypt): Giza cotton spun, woven and finished in its mill
  p({ vendor: 'eg', name: 'Egyptian Giza Cotton Yarn', category: 'textiles-clothing', description: 'Extra-long staple Giza 86 combed cotton yarn for premium shirting and bedding.', price: '11.30', currency: 'USD', minOrder: 500, unit: 'KG', stock: 25000, origin: 'Egypt', specifications: 'Ne 60/1 compact, combed', certifications: 'Cotton Egypt Association', weight: '25', dimensions: '60x40x40', leadTime: 21, paymentTerms: 'letter-of-credit', tags: ['cotton', 'yarn', 'giza'] }),
  p({ vendor: 'eg', name: 'Giza Cotton Percale Bed Sheets', category: 'textiles-clothing', description: 'Percale sheet sets woven from our Giza 86 yarn, 400 thread count, white and ivory.', price: '42.00', currency: 'USD', minOrder: 100, unit: 'Pieces', stock: 5000, origin: 'Egypt', specifications: '400 TC, king and queen sets', certifications: 'OEKO-TEX Standard 100', weight: '1.8', dimensions: '40x30x8', leadTime: 30, paymentTerms: 'letter-of-credit', tags: ['bed linen', 'percale', 'cotton'] }),
  p({ vendor: 'eg', name: 'Egyptian Cotton Terry Towels', category: 'textiles-clothing', description: 'Two-ply terry towels with combed cotton loops, 600 g/m², hotel white.', price: '6.80', currency: 'USD', minOrder: 500, unit: 'Pieces', stock: 20000, origin: 'Egypt', specifications: '600 gsm, 70x140 cm bath size', certifications: 'OEKO-TEX Standard 100', weight: '0.6', dimensions: '40x30x20', leadTime: 25, paymentTerms: '30-70', tags: ['towels', 'terry', 'hotel'] }),
  p({ vendor: 'eg', name: 'Heavy Cotton Canvas Fabric', category: 'textiles-clothing', description: 'Unbleached 12 oz cotton duck canvas for bags, tents and upholstery, 150 cm wide.', price: '3.10', currency: 'USD', minOrder: 1000, unit: 'Yards', stock: 60000, origin: 'Egypt', specifications: '12 oz, 150 cm width, unbleached', certifications: '', weight: '0.4', dimensions: '160x30x30', leadTime: 21, paymentTerms: '50-50', tags: ['canvas', 'cotton', 'fabric'] }),
  // Tanzanite Minerals Co. (Tanzania): licensed mineral dealer
  p({ vendor: 'tz', name: 'Rough Tanzanite Gemstones', category: 'minerals-mining', description: 'Mererani rough tanzanite, sorted lots, certificate of origin from TMAA.', price: '310.00', currency: 'USD', minOrder: 1, unit: 'Boxes', stock: 40, origin: 'Tanzania', specifications: 'Lots of 50 ct, AAA to B grades', certifications: 'TMAA export permit', weight: '0.5', dimensions: '15x10x5', leadTime: 10, paymentTerms: 'letter-of-credit', tags: ['tanzanite', 'gemstone', 'rough'] }),
  p({ vendor: 'tz', name: 'Tin Ore Concentrate (Cassiterite)', category: 'minerals-mining', description: 'Conflict-free traced cassiterite concentrate from Kyerwa, Kagera Region, iTSCi tagged.', price: '18200.00', currency: 'USD', minOrder: 2, unit: 'MT', stock: 30, origin: 'Tanzania', specifications: 'Sn 65% min', certifications: 'iTSCi, TMAA export permit', weight: '1000', dimensions: '100x100x80', leadTime: 28, paymentTerms: 'letter-of-credit', tags: ['tin', 'cassiterite', 'conflict-free'] }),
  p({ vendor: 'tz', name: 'Mahenge Flake Graphite Concentrate', category: 'minerals-mining', description: 'Large flake graphite concentrate from Mahenge, Morogoro Region, for battery anodes and refractories.', price: '950.00', currency: 'USD', minOrder: 20, unit: 'MT', stock: 500, origin: 'Tanzania', specifications: 'Carbon 94-96%, +80 mesh flake', certifications: 'SGS assay', weight: '1000', dimensions: '100x100x80', leadTime: 35, paymentTerms: 'letter-of-credit', tags: ['graphite', 'battery', 'flake'] }),
  p({ vendor: 'tz', name: 'Minjingu Rock Phosphate', category: 'minerals-mining', description: 'Natural rock phosphate from Minjingu, Manyara Region: a direct-application fertiliser for acid soils.', price: '185.00', currency: 'USD', minOrder: 100, unit: 'Tons', stock: null, origin: 'Tanzania', specifications: 'P2O5 26-28%, ground to 100 mesh', certifications: 'TFRA registered', weight: '1000', dimensions: '100x100x100', leadTime: 30, paymentTerms: 'letter-of-credit', tags: ['phosphate', 'fertiliser', 'organic'] }),
  // Pearl Tech Assembly (Uganda): electronics assembled in Kampala
  p({ vendor: 'ug', name: 'Solar Home Lighting Kits', category: 'technology-electronics', description: 'Assembled in Kampala: 20 W panel, lithium battery, 4 LED lamps and USB phone charging.', price: '54.00', currency: 'USD', minOrder: 50, unit: 'Boxes', stock: 2000, origin: 'Uganda', specifications: '20 W panel, 12.8 V 6 Ah LiFePO4', certifications: 'Lighting Global verified', weight: '4.5', dimensions: '55x40x12', leadTime: 14, paymentTerms: '50-50', tags: ['solar', 'off-grid', 'lighting'] }),
  p({ vendor: 'ug', name: 'Lithium Inverter Batteries 5 kWh', category: 'technology-electronics', description: 'Wall-mount LiFePO4 battery packs assembled in Kampala for home and SME inverters.', price: '1150.00', currency: 'USD', minOrder: 2, unit: 'Pieces', stock: 80, origin: 'Uganda', specifications: '51.2 V 100 Ah, 6000 cycles', certifications: 'UNBS, CE', weight: '48', dimensions: '60x45x20', leadTime: 20, paymentTerms: 'escrow', tags: ['battery', 'solar', 'inverter'] }),
  p({ vendor: 'ug', name: 'Smart Electricity Meters (Prepaid)', category: 'technology-electronics', description: 'Single-phase STS prepaid meters with keypad, assembled and calibrated in Kampala.', price: '38.00', currency: 'USD', minOrder: 500, unit: 'Pieces', stock: 10000, origin: 'Uganda', specifications: 'STS compliant, IEC 62055', certifications: 'IEC, STS Association, UNBS', weight: '0.9', dimensions: '20x14x8', leadTime: 30, paymentTerms: 'letter-of-credit', tags: ['meter', 'prepaid', 'utilities'] }),
  p({ vendor: 'ug', name: 'Rugged Android Tablets for Schools', category: 'technology-electronics', description: '8-inch rugged tablets with offline curriculum loader, assembled in Kampala.', price: '96.00', currency: 'USD', minOrder: 100, unit: 'Pieces', stock: 1500, origin: 'Uganda', specifications: '8 in IPS, 3 GB RAM, IP54', certifications: 'CE, UNBS', weight: '0.6', dimensions: '25x18x5', leadTime: 25, paymentTerms: '30-70', tags: ['tablet', 'education', 'android'] }),
];
