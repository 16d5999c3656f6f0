/**
 * The demo catalogue's Malayalam names and the other names shoppers search it by (issue 26,
 * docs/decisions/094): what a Kerala shop's shelf label and its customers call each thing.
 * Pure data, by demo product slug and category name; demo-malayalam.unit.test.ts checks that
 * every demo product and category has its names here.
 */
import type { DemoCategoryName } from './demo-catalogue';

export interface MalayalamNames {
  nameMl: string;
  aliases: string[];
}

export const demoCategoryNamesMl: Record<DemoCategoryName, string> = {
  'Rice & Grains': 'അരിയും ധാന്യങ്ങളും',
  'Spices & Masalas': 'സുഗന്ധവ്യഞ്ജനങ്ങൾ',
  'Oils & Ghee': 'എണ്ണയും നെയ്യും',
  'Fruits & Vegetables': 'പഴങ്ങളും പച്ചക്കറികളും',
  'Dairy & Eggs': 'പാലും മുട്ടയും',
  'Snacks & Bakery': 'പലഹാരങ്ങൾ',
  Beverages: 'പാനീയങ്ങൾ',
  'Household & Personal Care': 'വീട്ടുസാധനങ്ങൾ',
};

const names = (nameMl: string, ...aliases: string[]): MalayalamNames => ({ nameMl, aliases });

export const demoProductNamesMl: Record<string, MalayalamNames> = {
  'matta-rice-5kg': names('മട്ട അരി', 'ari', 'matta', 'kuthari', 'rice'),
  'jaya-rice-5kg': names('ജയ അരി', 'ari', 'jaya', 'rice'),
  'puttu-podi-1kg': names('ചുവന്ന അരി പുട്ടുപൊടി', 'puttupodi', 'puttu podi', 'puttu'),
  'appam-podi-1kg': names('അപ്പംപൊടി', 'appam podi', 'appam'),
  'idiyappam-podi-1kg': names('ഇടിയപ്പംപൊടി', 'idiyappam podi', 'idiyappam', 'noolputtu'),
  'roasted-rava-1kg': names('വറുത്ത റവ', 'rava', 'sooji', 'semolina'),
  'whole-wheat-atta-5kg': names('ഗോതമ്പുപൊടി', 'atta', 'gothambu podi', 'wheat flour'),
  'sugar-1kg': names('പഞ്ചസാര', 'panchasara', 'sugar'),
  'marayoor-jaggery-1kg': names('മറയൂർ ശർക്കര', 'sharkara', 'marayoor', 'jaggery'),
  'sambar-powder-200g': names('സാമ്പാർ പൊടി', 'sambar podi', 'sambar'),
  'turmeric-powder-200g': names('മഞ്ഞൾപ്പൊടി', 'manjal podi', 'manjal', 'turmeric'),
  'idukki-cardamom-100g': names('ഏലക്കായ', 'elakka', 'elakkaya', 'cardamom'),
  'wayanad-black-pepper-200g': names('കുരുമുളക്', 'kurumulaku', 'pepper'),
  'kashmiri-chilli-powder-250g': names('കാശ്മീരി മുളകുപൊടി', 'mulaku podi', 'mulakupodi', 'chilli powder'),
  'coriander-powder-250g': names('മല്ലിപ്പൊടി', 'malli podi', 'mallipodi', 'coriander'),
  'garam-masala-100g': names('ഗരം മസാല', 'garam masala', 'masala'),
  'crystal-salt-1kg': names('കല്ലുപ്പ്', 'uppu', 'kalluppu', 'salt'),
  'coconut-oil-1l': names('വെളിച്ചെണ്ണ', 'velichenna', 'coconut oil'),
  'virgin-coconut-oil-500ml': names('ഉരുക്കുവെളിച്ചെണ്ണ', 'urukku velichenna', 'virgin coconut oil'),
  'gingelly-oil-500ml': names('നല്ലെണ്ണ', 'nallenna', 'ellenna', 'sesame oil'),
  'sunflower-oil-1l': names('സൂര്യകാന്തി എണ്ണ', 'sooryakanthi enna', 'sunflower'),
  'pure-cow-ghee-500ml': names('പശുവിൻ നെയ്യ്', 'neyyu', 'ney', 'ghee'),
  'nendran-banana-1kg': names('ഏത്തപ്പഴം', 'ethapazham', 'nenthrapazham', 'nendran', 'banana'),
  'palayankodan-banana-1kg': names('പാളയംകോടൻ പഴം', 'palayamkodan', 'pazham', 'banana'),
  'tapioca-1kg': names('കപ്പ', 'kappa', 'maracheeni', 'tapioca'),
  'varikka-jackfruit': names('വരിക്ക ചക്ക', 'chakka', 'varikka', 'jackfruit'),
  'fresh-coconut': names('തേങ്ങ', 'thenga', 'coconut'),
  'shallots-500g': names('ചെറിയ ഉള്ളി', 'cheriya ulli', 'ulli', 'shallots'),
  'curry-leaves-bunch': names('കറിവേപ്പില', 'kariveppila', 'curry leaves'),
  'drumsticks-250g': names('മുരിങ്ങക്കായ', 'muringakka', 'muringakkaya', 'drumstick'),
  'green-chillies-250g': names('പച്ചമുളക്', 'pachamulaku', 'green chilli'),
  'milma-toned-milk-500ml': names('മിൽമ പാൽ', 'paal', 'milk', 'milma'),
  'milma-curd-500g': names('മിൽമ തൈര്', 'thairu', 'curd', 'milma'),
  'milma-butter-100g': names('മിൽമ വെണ്ണ', 'venna', 'butter', 'milma'),
  'white-eggs-12': names('കോഴിമുട്ട', 'kozhimutta', 'mutta', 'eggs'),
  'nadan-eggs-6': names('നാടൻ കോഴിമുട്ട', 'nadan mutta', 'mutta', 'eggs'),
  'fresh-paneer-200g': names('പനീർ', 'paneer'),
  'banana-chips-250g': names('ഏത്തക്ക ഉപ്പേരി', 'upperi', 'kaya varuthathu', 'banana chips'),
  'jackfruit-chips-200g': names('ചക്ക ഉപ്പേരി', 'chakka upperi', 'chakka chips'),
  'kerala-pappadam-200g': names('പപ്പടം', 'pappadam', 'papad'),
  'cake-rusk-300g': names('കേക്ക് റസ്ക്', 'rasku', 'rusk', 'cake rusk'),
  'kozhikode-halwa-400g': names('കോഴിക്കോടൻ ഹൽവ', 'kozhikodan halwa', 'halwa'),
  'tea-time-biscuits-300g': names('പാൽ ബിസ്കറ്റ്', 'biscuit', 'biskattu'),
  'achappam-200g': names('അച്ചപ്പം', 'achappam', 'rose cookies'),
  'sharkara-upperi-250g': names('ശർക്കരവരട്ടി', 'sharkara varatti', 'sharkara upperi'),
  'malabar-tea-dust-500g': names('ചായപ്പൊടി', 'chayappodi', 'chaya podi', 'tea'),
  'filter-coffee-powder-250g': names('കാപ്പിപ്പൊടി', 'kaappi podi', 'kappipodi', 'coffee'),
  'chukku-kaapi-mix-200g': names('ചുക്കുകാപ്പി', 'chukku kaapi', 'dry ginger coffee'),
  'nannari-sarbath-750ml': names('നന്നാരി സർബത്ത്', 'nannari', 'sarbath'),
  'tender-coconut-water-200ml': names('ഇളനീർ', 'ilaneer', 'karikku', 'tender coconut'),
  'sandal-bath-soap-125g': names('ചന്ദന സോപ്പ്', 'chandana soppu', 'sandal soap'),
  'neem-bath-soap-100g': names('ആര്യവേപ്പ് തുളസി സോപ്പ്', 'aryaveppu', 'thulasi', 'soap'),
  'detergent-powder-1kg': names('സോപ്പുപൊടി', 'soppupodi', 'detergent'),
  'dishwash-bar-500g': names('പാത്രം കഴുകുന്ന സോപ്പ്', 'pathram kazhukunna soppu', 'dishwash'),
  'dishwash-liquid-500ml': names('പാത്രം കഴുകുന്ന ലിക്വിഡ്', 'pathram kazhukunna liquid', 'dishwash liquid'),
  'sandal-agarbathi-pack': names('ചന്ദനത്തിരി', 'chandanathiri', 'agarbathi'),
  'floor-cleaner-1l': names('തറ തുടയ്ക്കുന്ന ലായനി', 'thara thudaykkunna', 'floor cleaner', 'jasmine'),
};
