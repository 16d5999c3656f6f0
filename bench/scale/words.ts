/**
 * Word lists for the scale data set. Lists are drawn with a skew (earlier entries far more often),
 * so searches find common, mid-frequency and rare words, as in a real shop.
 */

/** Given names, most common first. */
// prettier-ignore
export const GIVEN_NAMES = [
  'Anil', 'Sreeja', 'Mohammed', 'Lakshmi', 'Rajesh', 'Fathima', 'Joseph', 'Priya', 'Suresh', 'Mary',
  'Arun', 'Divya', 'Vinod', 'Anju', 'Biju', 'Reshma', 'Shaji', 'Sini', 'Manoj', 'Sindhu', 'Thomas',
  'Aleena', 'Abdul', 'Ayisha', 'Rahul', 'Gopika', 'Krishnan', 'Meera', 'Sajeev', 'Nisha', 'Jacob', 'Ancy',
  'Unnikrishnan', 'Parvathy', 'Hari', 'Asha', 'Pradeep', 'Beena', 'Shibu', 'Soumya', 'Ajith', 'Reena',
  'George', 'Jincy', 'Rafeeq', 'Shabna', 'Vishnu', 'Athira', 'Sreekumar', 'Geetha', 'Noufal', 'Haseena',
  'Vineeth', 'Keerthana', 'Sanju', 'Aswathy', 'Jithin', 'Neethu', 'Sarath', 'Chinnu', 'Ravi', 'Usha',
  'Basheer', 'Zeenath', 'Eldho', 'Ivy', 'Ouseph', 'Yamuna', 'Xavier', 'Qadir',
];

/** Family names and initials, most common first. */
// prettier-ignore
export const FAMILY_NAMES = [
  'K', 'Kumar', 'Nair', 'P', 'Menon', 'Varghese', 'Pillai', 'Thomas', 'M', 'Joseph', 'Mathew', 'Kurian',
  'Babu', 'Das', 'Raj', 'Ali', 'Rahman', 'George', 'Philip', 'Antony', 'Chacko', 'Krishnan', 'Panicker',
  'Warrier', 'Kutty', 'Haji', 'Achari', 'Thampi', 'Iyer', 'Moosa', 'Namboothiri', 'Ezhuthachan', 'Variyar',
  'Unni', 'Zacharia',
];

// prettier-ignore
export const CATEGORIES = [
  'Rice & Grains', 'Spices & Masalas', 'Oils & Ghee', 'Fruits & Vegetables', 'Dairy & Eggs',
  'Snacks & Bakery', 'Beverages', 'Household & Personal Care', 'Pulses & Dals', 'Flours & Sooji',
  'Sugar & Salt', 'Tea & Coffee', 'Pickles & Chutneys', 'Ready to Cook', 'Frozen Foods', 'Baby Care',
  'Cleaning Supplies', 'Pooja Items', 'Dry Fruits & Nuts', 'Sweets & Halwa', 'Noodles & Pasta',
  'Sauces & Spreads', 'Breakfast Cereals', 'Biscuits & Cookies', 'Chocolates', 'Juices & Drinks',
  'Water & Soda', 'Health Foods', 'Fish & Meat', 'Bread & Buns', 'Kitchenware', 'Stationery', 'Pet Food',
  'Hair Care', 'Skin Care', 'Oral Care', 'Detergents', 'Paper & Disposables', 'Ayurvedic',
  'Kerala Specials',
];

/** Product words with the category (index into CATEGORIES) they belong to, most sold first. */
// prettier-ignore
export const ITEMS: [string, number][] = [
  ['Matta Rice', 0], ['Coconut Oil', 2], ['Tea Powder', 11], ['Sugar', 10], ['Milk', 4],
  ['Chilli Powder', 1], ['Atta', 9], ['Toor Dal', 8], ['Banana Chips', 5], ['Detergent Powder', 36],
  ['Bath Soap', 7], ['Coffee Powder', 11], ['Turmeric Powder', 1], ['Salt', 10], ['Eggs', 4], ['Rava', 9],
  ['Sunflower Oil', 2], ['Biscuits', 23], ['Curd', 4], ['Ghee', 2], ['Coriander Powder', 1],
  ['Moong Dal', 8], ['Jaggery', 10], ['Puttu Podi', 13], ['Appam Mix', 13], ['Idiyappam Podi', 13],
  ['Pappadam', 39], ['Mango Pickle', 12], ['Lime Pickle', 12], ['Sambar Powder', 1], ['Garam Masala', 1],
  ['Mustard', 1], ['Cumin', 1], ['Pepper', 1], ['Cardamom', 1], ['Cashew', 18], ['Raisins', 18],
  ['Dates', 18], ['Almonds', 18], ['Halwa', 19], ['Noodles', 20], ['Pasta', 20], ['Tomato Ketchup', 21],
  ['Jam', 21], ['Corn Flakes', 22], ['Oats', 22], ['Chocolate Bar', 24], ['Mango Juice', 25], ['Soda', 26],
  ['Mineral Water', 26], ['Ragi Flour', 27], ['Chicken Masala', 1], ['Fish Masala', 1], ['Sardines', 28],
  ['Bread', 29], ['Buns', 29], ['Steel Tumbler', 30], ['Notebook', 31], ['Dog Food', 32], ['Shampoo', 33],
  ['Hair Oil', 33], ['Face Cream', 34], ['Toothpaste', 35], ['Toothbrush', 35], ['Dishwash Bar', 16],
  ['Floor Cleaner', 16], ['Tissue Paper', 37], ['Paper Plates', 37], ['Chyawanprash', 38], ['Camphor', 17],
  ['Agarbathi', 17], ['Brown Rice', 0], ['Basmati Rice', 0], ['Ponni Rice', 0], ['Wheat', 0],
  ['Chana Dal', 8], ['Urad Dal', 8], ['Green Gram', 8], ['Kadala', 8], ['Maida', 9], ['Frozen Peas', 14],
  ['Frozen Parotta', 14], ['Baby Soap', 15], ['Diapers', 15], ['Banana', 3], ['Tapioca', 3], ['Onion', 3],
  ['Tomato', 3], ['Potato', 3], ['Drumstick', 3], ['Jackfruit Chips', 5], ['Murukku', 5],
  ['Unniyappam', 5], ['Achappam', 5], ['Kuzhalappam', 39], ['Avalose Podi', 39], ['Kerala Mixture', 39],
  ['Tender Coconut', 25], ['Quinoa', 27], ['Xylitol Gum', 24],
];

// prettier-ignore
export const BRANDS = [
  'Fresh Mart', 'Kerala Gold', 'Double Horse', 'Eastern', 'Brahmins', 'Nirapara', 'Milma', 'Elite',
  'Aachi', 'Melam', 'Kitchen Treasures', 'Ajmi', 'Periyar', 'Malabar', 'Kalliyath', 'Pavizham', 'Sunrise',
  'Green Valley', 'Nature Fresh', 'Homely', 'Travancore', 'Cochin Spices', 'Wayanad', 'Idukki Hills',
  'Thrissur Farms', 'Palakkad Mills', 'Kannur Kitchen', 'Munnar Estate', 'Alleppey', 'Vembanad',
  'Kumarakom', 'Sabari', 'Chandrika', 'Medimix', 'Vicco', 'Dhathri', 'Indulekha', 'Kerala Ayurveda',
  'Zest', 'Quilon Cashews',
];

// prettier-ignore
export const SIZES = [
  '1 kg', '500 g', '250 g', '5 kg', '100 g', '1 L', '500 ml', '200 g', '2 kg', '10 kg', '50 g', '2 L',
  '200 ml', '1 pc', 'pack of 6',
];

/**
 * Each of ITEMS in Malayalam, with the other names shoppers type (issue 26): the same position as
 * its ITEMS entry, so a product's Malayalam name and aliases follow its item.
 */
// prettier-ignore
export const ITEMS_ML: [nameMl: string, aliases: string[]][] = [
  ['മട്ട അരി', ['ari', 'matta', 'kuthari']], ['വെളിച്ചെണ്ണ', ['velichenna']], ['ചായപ്പൊടി', ['chayappodi']],
  ['പഞ്ചസാര', ['panchasara']], ['പാൽ', ['paal']], ['മുളകുപൊടി', ['mulakupodi']], ['ഗോതമ്പുപൊടി', ['gothambu podi']],
  ['തുവരപ്പരിപ്പ്', ['thuvara parippu', 'parippu']], ['ഏത്തക്ക ഉപ്പേരി', ['upperi']], ['സോപ്പുപൊടി', ['soppupodi']],
  ['സോപ്പ്', ['soppu']], ['കാപ്പിപ്പൊടി', ['kappipodi']], ['മഞ്ഞൾപ്പൊടി', ['manjal podi']], ['ഉപ്പ്', ['uppu']],
  ['മുട്ട', ['mutta']], ['റവ', ['rava']], ['സൂര്യകാന്തി എണ്ണ', ['sooryakanthi enna']], ['ബിസ്കറ്റ്', ['biskattu']],
  ['തൈര്', ['thairu']], ['നെയ്യ്', ['neyyu']], ['മല്ലിപ്പൊടി', ['mallipodi']], ['ചെറുപയർ പരിപ്പ്', ['cherupayar']],
  ['ശർക്കര', ['sharkara']], ['പുട്ടുപൊടി', ['puttupodi']], ['അപ്പംപൊടി', ['appam podi']], ['ഇടിയപ്പംപൊടി', ['idiyappam']],
  ['പപ്പടം', ['pappadam']], ['മാങ്ങ അച്ചാർ', ['manga achar']], ['നാരങ്ങ അച്ചാർ', ['naranga achar']],
  ['സാമ്പാർ പൊടി', ['sambar podi']], ['ഗരം മസാല', ['garam masala']], ['കടുക്', ['kaduku']], ['ജീരകം', ['jeerakam']],
  ['കുരുമുളക്', ['kurumulaku']], ['ഏലക്കായ', ['elakka']], ['കശുവണ്ടി', ['kashuvandi']], ['ഉണക്കമുന്തിരി', ['unakkamunthiri']],
  ['ഈന്തപ്പഴം', ['eenthappazham']], ['ബദാം', ['badam']], ['ഹൽവ', ['halwa']], ['നൂഡിൽസ്', ['noodles']],
  ['പാസ്ത', ['pasta']], ['തക്കാളി സോസ്', ['thakkali sauce']], ['ജാം', ['jam']], ['കോൺ ഫ്ലേക്സ്', ['corn flakes']],
  ['ഓട്സ്', ['oats']], ['ചോക്ലേറ്റ്', ['chocolate']], ['മാമ്പഴച്ചാറ്', ['mambazha juice']], ['സോഡ', ['soda']],
  ['കുടിവെള്ളം', ['kudivellam']], ['റാഗിപ്പൊടി', ['ragi podi', 'panjapullu']], ['ചിക്കൻ മസാല', ['chicken masala']],
  ['മീൻ മസാല', ['meen masala']], ['മത്തി', ['mathi', 'chaala']], ['റൊട്ടി', ['rotti', 'bread']], ['ബൺ', ['bun']],
  ['സ്റ്റീൽ ഗ്ലാസ്', ['steel glass']], ['നോട്ടുബുക്ക്', ['notebook']], ['നായ്ത്തീറ്റ', ['dog food']],
  ['ഷാംപൂ', ['shampoo']], ['തലയിൽ തേക്കുന്ന എണ്ണ', ['thalayil thekkunna enna']], ['ഫേസ് ക്രീം', ['face cream']],
  ['ടൂത്ത്പേസ്റ്റ്', ['toothpaste']], ['ടൂത്ത്ബ്രഷ്', ['toothbrush']], ['പാത്രം കഴുകുന്ന സോപ്പ്', ['pathram soap']],
  ['തറ തുടയ്ക്കുന്ന ലായനി', ['floor cleaner']], ['ടിഷ്യൂ പേപ്പർ', ['tissue']], ['പേപ്പർ പ്ലേറ്റ്', ['paper plate']],
  ['ച്യവനപ്രാശം', ['chyavanaprasham']], ['കർപ്പൂരം', ['karpooram']], ['ചന്ദനത്തിരി', ['chandanathiri']],
  ['തവിട്ടരി', ['thavidari']], ['ബസ്മതി അരി', ['basmati']], ['പൊന്നി അരി', ['ponni']], ['ഗോതമ്പ്', ['gothambu']],
  ['കടലപ്പരിപ്പ്', ['kadala parippu']], ['ഉഴുന്നുപരിപ്പ്', ['uzhunnu']], ['ചെറുപയർ', ['cherupayar']], ['കടല', ['kadala']],
  ['മൈദ', ['maida']], ['പട്ടാണി', ['pattani']], ['പൊറോട്ട', ['porotta', 'parotta']], ['കുഞ്ഞുങ്ങളുടെ സോപ്പ്', ['baby soap']],
  ['ഡയപ്പർ', ['diaper']], ['പഴം', ['pazham']], ['കപ്പ', ['kappa']], ['സവാള', ['savala', 'ulli']], ['തക്കാളി', ['thakkali']],
  ['ഉരുളക്കിഴങ്ങ്', ['urulakkizhangu']], ['മുരിങ്ങക്കായ', ['muringakka']], ['ചക്ക ഉപ്പേരി', ['chakka upperi']],
  ['മുറുക്ക്', ['murukku']], ['ഉണ്ണിയപ്പം', ['unniyappam']], ['അച്ചപ്പം', ['achappam']], ['കുഴലപ്പം', ['kuzhalappam']],
  ['അവലോസ് പൊടി', ['avalose podi']], ['മിക്സ്ചർ', ['mixture']], ['കരിക്ക്', ['karikku', 'ilaneer']], ['ക്വിനോവ', ['quinoa']],
  ['സൈലിറ്റോൾ ച്യൂയിംഗം', ['chewing gum']],
];
